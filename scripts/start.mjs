// `npm start`: builds what is stale and runs the whole product on one port (PORT, default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuilt, root } from './lib.mjs';

const webDist = await ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_DIST: webDist, ...process.env },
});

// Ctrl-C or a stop signal reaches the server, which closes cleanly; then this script exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
