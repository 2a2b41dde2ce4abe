// A chain watcher in a process of its own, for tests that kill it with SIGKILL
// (chain-watcher-kill.test.ts). Run as `node --import tsx watcher-child.ts` with:
//   WATCHER_DATABASE_URL    PostgreSQL URL (only PostgreSQL can be shared between processes)
//   WATCHER_RPC_URL         the test chain's JSON-RPC URL
//   WATCHER_CONTRACTS       the deployment's addresses (ChainContracts) as JSON
//   WATCHER_HANG_AT_BLOCK   optional: in the batch that reaches this block, stop inside the
//                           transaction (every write done, none committed) and wait to be killed
// It prints one JSON line per step on stdout: {"step":"ready"}; for each batch
// {"step":"committing",from,to} inside its transaction, then {"step":"applied",from,to};
// {"step":"hanging",from,to} instead when it waits inside a transaction.
// It runs until it is killed, or until its stdin closes (the test process is gone).
import { createChainClient } from '../../src/chain/client.ts';
import { parseContracts } from '../../src/chain/contracts.ts';
import { leaderLockFor, lockKey } from '../../src/chain/leader.ts';
import { ChainWatcher, type WatcherRange } from '../../src/chain/watcher.ts';
import { openDatabase } from '../../src/db/client.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`watcher-child: ${name} is not set`);
  return value;
}

const databaseUrl = required('WATCHER_DATABASE_URL');
const rpcUrl = required('WATCHER_RPC_URL');
const contracts = parseContracts(JSON.parse(required('WATCHER_CONTRACTS')), 'WATCHER_CONTRACTS');
const hangAtBlock = Number(process.env.WATCHER_HANG_AT_BLOCK ?? Infinity);

const say = (step: string, range?: WatcherRange) =>
  process.stdout.write(`${JSON.stringify({ step, ...range })}\n`);

function complain(obj: object, msg: string) {
  const err = (obj as { err?: unknown }).err;
  process.stderr.write(`${msg}: ${err instanceof Error ? err.message : JSON.stringify(obj)}\n`);
}

const database = await openDatabase({ databaseUrl, dataDir: '' });
// The settings of testWatcher (test/support/chain.ts), with small batches so that the
// backfill takes many transactions, and a quick retry of the lock a killed leader held.
const watcher = new ChainWatcher({
  chainId: contracts.chainId,
  client: createChainClient({ chainId: contracts.chainId, rpcUrls: [rpcUrl] }),
  contracts,
  lock: leaderLockFor(database, databaseUrl, lockKey('chain-watcher', contracts.chainId)),
  confirmations: 3,
  pollMs: 20,
  leaderPollMs: 50,
  blockRange: 2,
  reorgWindow: 64,
  logger: { debug() {}, info() {}, warn: complain, error: complain },
  hooks: {
    beforeCommit: async (range) => {
      if (range.to < hangAtBlock) {
        say('committing', range);
        return;
      }
      say('hanging', range);
      await new Promise(() => {});
    },
    afterBatch: (range) => {
      say('applied', range);
    },
  },
});
watcher.start();
say('ready');

process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
