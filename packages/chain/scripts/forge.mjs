#!/usr/bin/env node
// Runs forge (found by foundry-bin.mjs) in this package with the given arguments, e.g.
// `node scripts/forge.mjs test`. Exits with forge's exit code.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FoundryNotFoundError, findFoundryBinary } from './foundry-bin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

let forge;
try {
  forge = findFoundryBinary('forge');
} catch (error) {
  if (error instanceof FoundryNotFoundError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const child = spawn(forge, process.argv.slice(2), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`could not start ${forge}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
