// `npm run dev`: the API with reload (tsx watch), the reference game, and the Vite dev server,
// which proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startReferenceGame } from './dev-game.mjs';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const game = await startReferenceGame(process.env, apiPort);
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...game.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@yuanlong/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
  void game.stop();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
