// `npm run dev`: the API with reload (tsx watch) and the Vite dev server, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@yuanlong/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
