// The real product for the browser benchmarks: `node scripts/start.mjs` (the web app built if
// stale, the embedded anvil chain, the server in production mode) on ports of the caller's
// choosing with a data folder of its own, as e2e/playwright.config.ts starts it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * Starts the product and waits until /api/ready answers. `dataDir` keeps a prepared database
 * (else a fresh folder: the demo catalogue is seeded on that first start). `cpu` pins the
 * product's processes (chain, game, server) to that CPU with taskset; `cwd` runs another
 * checkout's product.
 */
export async function startProduct({ port, chainPort, dataDir, env = {}, quiet = true, cpu, cwd = root }) {
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'yl-bench-product-'));
  const [file, args] =
    cpu === undefined
      ? [process.execPath, ['scripts/start.mjs']]
      : ['taskset', ['-c', String(cpu), process.execPath, 'scripts/start.mjs']];
  const child = spawn(file, args, {
    cwd,
    detached: true,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      CHAIN_PORT: String(chainPort),
      DATA_DIR: folder,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      IP_LIMITS_MULTIPLIER: '100',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the product exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the product did not become ready in 240 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    dataDir: folder,
    /** scripts/start.mjs's process id: the chain, the game and the server are its children. */
    pid: child.pid,
    async stop() {
      // start.mjs passes SIGTERM to the server, then stops the chain; the group if it hangs.
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 15_000);
      await exited;
      clearTimeout(timer);
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Chromium's flags for the benchmarks (the same as the e2e suite's). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
