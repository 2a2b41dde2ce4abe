// `npm start`: builds what is stale and runs the whole product: the local chain (unless
// CHAIN_RPC_URL is set), the reference game (unless GAME_API_URL is set) and the server with
// the web app on one port (PORT, default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedChain } from './dev-chain.mjs';
import { startReferenceGame } from './dev-game.mjs';
import { ensureWebBuilt, root, SERVER_NODE_FLAGS } from './lib.mjs';

const webDist = await ensureWebBuilt();
// The chain and the game start side by side (each may initialise a new data folder first).
const [chain, game] = await Promise.all([startEmbeddedChain(), startReferenceGame()]);

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', WEB_DIST: webDist, ...process.env, ...chain.env, ...game.env },
  },
);

// Ctrl-C or a stop signal reaches the server, which closes cleanly; then the game and the chain
// stop (the chain dumping its state) and this script exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code, signal) => {
  await game.stop();
  await chain.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
