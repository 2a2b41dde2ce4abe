// Preloaded into the benchmarked server (NODE_OPTIONS="--expose-gc --import …/memory-probe.mjs")
// so its memory can be read from outside: on SIGUSR2 a full collection runs and
// process.memoryUsage() is written to $BENCH_MEMORY_DIR/<pid>.json. No effect without that variable.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BENCH_MEMORY_DIR;
if (dir) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const file = join(dir, `${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ ...process.memoryUsage(), at: Date.now() }));
  });
}
