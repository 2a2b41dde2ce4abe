import type { Coin } from '@yuanlong/shared/coins';
import type { ChainRuntime } from './chain/runtime.ts';
import type { Db, RawQuery, TextRowsQuery } from './db/client.ts';
import type { GameGateway } from './game/gateway.ts';
import type { Clock } from './lib/clock.ts';
import type { Throttle } from './lib/throttle.ts';
import type { MailOutbox } from './mail/outbox.ts';
import type { EventHub } from './modules/events/hub.ts';
import type { PageCache } from './modules/market/page-cache.ts';
import type { SettingsStore } from './modules/settings/store.ts';

/** What services need: the database, time, limits, the mail outbox and business settings. */
export interface ServiceContext {
  db: Db;
  /** The same database without the query builder (hot paths). */
  query: RawQuery;
  /** Prepared queries answered as text rows (JSON PostgreSQL built, sent on as it is). */
  textRows: TextRowsQuery;
  clock: Clock;
  throttle: Throttle;
  outbox: MailOutbox;
  sessionTtlMs: number;
  /**
   * The settings operators change in the console (sale fee, withdrawal minimums and hold
   * thresholds, maintenance, …): read `settings.current()` at the moment of use, never keep it.
   */
  settings: SettingsStore;
  /** Serialized market pages; market writes invalidate it. */
  marketPages: PageCache;
  /** The chain: settings, contracts and (when CHAIN_RPC_URL is set) an RPC client. */
  chain: ChainRuntime;
  depositMinimums: Record<Coin, string>;
  /** How long a claim voucher is valid, in seconds of chain time. */
  claimVoucherSeconds: number;
  /** The game's roles as the game last notified them (role_states). */
  game: GameGateway;
  /** Live updates committed by any instance (modules/events): write them with publishEvent(tx, …). */
  events: EventHub;
}
