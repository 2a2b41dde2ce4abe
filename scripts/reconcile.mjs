// `npm run reconcile`: checks that every balance equals its ledger and that the GameVault holds
// what the users are owed (apps/server/scripts/reconcile.ts). Like `npm start`, it brings up the
// local chain from ./data/chain unless CHAIN_RPC_URL is set; stop `npm start` first when it uses
// the embedded database (PGlite is one process's database).
import path from 'node:path';
import { startEmbeddedChain } from './dev-chain.mjs';
import { root, run } from './lib.mjs';

const chain = await startEmbeddedChain();
const code = await run(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/scripts/reconcile.ts')],
  {
    env: { ...process.env, LOG_LEVEL: 'silent', ...chain.env },
  },
);
await chain.stop();
process.exit(code);
