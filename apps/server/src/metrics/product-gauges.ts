import { privateKeyToAccount } from 'viem/accounts';
import type { ChainRuntime } from '../chain/runtime.ts';
import type { WatcherStatus } from '../chain/watcher.ts';
import type { Database } from '../db/client.ts';
import type { Metrics } from './registry.ts';

export interface ProductGaugeSources {
  database: Database;
  watcherStatus: () => WatcherStatus | undefined;
  chain: ChainRuntime;
  payoutPrivateKey: `0x${string}` | undefined;
  /** Live-update streams open on this instance. */
  openStreams: () => number;
}

/** How long a payout wallet balance read is reused: scrapes every few seconds need no RPC call each. */
const BALANCE_TTL_MS = 15_000;

/**
 * The product's own gauges, read at each scrape: the chain watcher, the payout queue and wallet,
 * the mail outbox, the database pool and the live-update streams.
 */
export function registerProductGauges(metrics: Metrics, sources: ProductGaugeSources): void {
  const { database } = sources;
  const onChain = { chain_id: String(sources.chain.chainId) };
  const count = async (text: string) => {
    const [row] = await database.query<{ n: string | number }>(text, []);
    return Number(row?.n ?? 0);
  };
  const watcher = (read: (status: WatcherStatus) => number | undefined) => () => {
    const status = sources.watcherStatus();
    return status ? read(status) : undefined;
  };
  metrics.gauge(
    'chain_watcher_leader',
    'This instance leads the chain watcher (1) or waits (0)',
    watcher((s) => Number(s.leader)),
    onChain,
  );
  metrics.gauge(
    'chain_watcher_lag_blocks',
    'Blocks between the chain head and the last applied block',
    watcher((s) => s.lag),
    onChain,
  );
  metrics.gauge(
    'chain_watcher_events_applied',
    'Chain events applied by this instance since it started',
    watcher((s) => s.eventsApplied),
    onChain,
  );
  metrics.gauge(
    'chain_watcher_failing',
    "The watcher's last pass failed (1) or not (0)",
    watcher((s) => Number(s.lastError !== undefined)),
    onChain,
  );
  metrics.gauge('payout_queue_depth', 'Withdrawals queued or sent, not yet paid', () =>
    count(`select count(*) as n from withdrawals where state in ('queued', 'sent')`),
  );
  metrics.gauge('mail_queue_depth', 'Mails waiting for the SMTP server', () =>
    count('select count(*) as n from mail_outbox'),
  );
  metrics.gauge('sse_streams_open', 'Live-update streams open on this instance', sources.openStreams);
  const pool = database.poolStats;
  if (pool) {
    metrics.gauge('db_pool_connections', 'PostgreSQL pool connections', () => pool().total);
    metrics.gauge('db_pool_idle', 'Idle PostgreSQL pool connections', () => pool().idle);
    metrics.gauge(
      'db_pool_waiting',
      'Queries waiting for a PostgreSQL pool connection',
      () => pool().waiting,
    );
  }
  const payoutAddress = sources.payoutPrivateKey
    ? privateKeyToAccount(sources.payoutPrivateKey).address
    : undefined;
  let balance: { at: number; wei: bigint } | undefined;
  const readBalance = async () => {
    const client = sources.chain.client;
    if (!client || !payoutAddress) return undefined;
    if (!balance || Date.now() - balance.at > BALANCE_TTL_MS) {
      const wei = await client.getBalance({ address: payoutAddress }).catch(() => undefined);
      if (wei !== undefined) balance = { at: Date.now(), wei };
    }
    // A gauge is a float by nature: the exact balance stays on chain.
    return balance === undefined ? undefined : Number(balance.wei) / 1e18;
  };
  metrics.gauge(
    'payout_wallet_balance_bnb',
    'BNB held by the payout wallet (it pays payout gas)',
    readBalance,
    onChain,
  );
}
