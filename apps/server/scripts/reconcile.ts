// `npm run reconcile`: checks the books of the database the server is configured for (same
// environment variables: DATABASE_URL or DATA_DIR, CHAIN_RPC_URL, CONTRACTS_FILE, GAME_API_URL and
// GAME_SECRET). Prints a line per coin and every difference; exits 1 when a balance disagrees with
// its ledger, the vault holds less than the users are owed, or (with a game linked) a role's game
// assets differ from what the game holds. PGlite (no DATABASE_URL) is one process's database: stop
// the server first. PostgreSQL can be checked while the servers run.
import { createChainRuntime } from '../src/chain/runtime.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  formatGameReconciliation,
  httpInventoryReader,
  reconcileWithGame,
} from '../src/game/reconcile-game.ts';
import { formatReconciliation, reconcile } from '../src/modules/ledger/reconcile.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const chain = createChainRuntime(config);
  const report = await reconcile(
    database.db,
    chain.client && chain.contracts ? { client: chain.client, contracts: chain.contracts } : undefined,
  );
  console.log(formatReconciliation(report));
  let ok = report.ok;
  // With a game linked, each role's game assets as the market has them against the game's own view.
  const secret = config.gameSecrets[0];
  if (config.gameApiUrl && secret) {
    const read = httpInventoryReader(config.gameApiUrl, secret, config.gameApiTimeoutMs);
    const game = await reconcileWithGame(database.db, read);
    console.log(formatGameReconciliation(game));
    ok &&= game.differences.length === 0;
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
