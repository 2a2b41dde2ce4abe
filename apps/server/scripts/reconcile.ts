// `npm run reconcile`: checks the books of the database the server is configured for (same
// environment variables: DATABASE_URL or DATA_DIR, CHAIN_RPC_URL, CONTRACTS_FILE). Prints a line
// per coin and every difference; exits 1 when a balance disagrees with its ledger or the vault
// holds less than the users are owed. PGlite (no DATABASE_URL) is one process's database: stop
// the server first. PostgreSQL can be checked while the servers run.
import { createChainRuntime } from '../src/chain/runtime.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
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
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
