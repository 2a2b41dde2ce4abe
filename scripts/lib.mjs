// Small helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Node's flags for the product's server, wherever it is started (scripts/start.mjs, the HTTP
 * benchmarks). None today: V8's default young generation (16 MB semi-spaces). Session 7's 64 MB
 * made each scavenge free the buffers of ~3,000 answers at once; their external memory (sockets'
 * reads, answers) passed V8's 64 MB external limit between scavenges, and every time that started
 * a full mark-compact of the ~50 MB heap (bench:market without cache, 3 x 9 s: 25 mark-compacts
 * with 64 MB, 1 with 16; the server's CPU per request and p99 lower with 16 in 5 of 6 pairs).
 */
export const SERVER_NODE_FLAGS = [];

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time (ms) of any file below the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

const webDist = path.join(root, 'apps/web/dist');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
].map((p) => path.join(root, p));

/** Builds the web app unless dist is newer than every source. Returns the dist folder. */
export async function ensureWebBuilt() {
  const built = path.join(webDist, 'index.html');
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestMtime(webSources)) return webDist;
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '--silent', '-w', '@yuanlong/web']);
  if (code !== 0) throw new Error('The web build failed.');
  return webDist;
}
