import { BlockNotFoundError, type PublicClient } from 'viem';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../lib/transaction.ts';
import { ChainIdGuard, WrongChainError } from './chain-id-guard.ts';
import { type ChainContracts, depositTargets, watchedContracts } from './contracts.ts';
import type { EffectContext } from './effect-types.ts';
import { applyEvents, revertEventsAbove } from './effects.ts';
import { noticeLockedAuctions } from './effects-auction-lock.ts';
import type { LeaderLease, LeaderLock } from './leader.ts';
import { type JobLogger, LeaderJob, LeaderLoop, silentLogger } from './leader-loop.ts';
import { tellWaits } from './wait-progress.ts';
import { BatchSize, ChainMovedError, type Cursor, readRange, type WatcherRange } from './watcher-read.ts';
import {
  createCursor,
  forgetBlocksAbove,
  moveCursor,
  type Stream,
  storeBlocks,
  storedBlocksUpTo,
  storedCursor,
} from './watcher-store.ts';

export type { WatcherRange } from './watcher-read.ts';

/** The subset of a pino/Fastify logger the watcher uses. */
export type WatcherLogger = JobLogger;

export interface ChainWatcherOptions {
  chainId: number;
  client: PublicClient;
  contracts: ChainContracts;
  lock: LeaderLock;
  /** An event is acted on once its block has this many confirmations (the block itself counts). */
  confirmations: number;
  pollMs: number;
  /** How often a waiting instance tries to become the leader (default max(5 × pollMs, 2 s)). */
  leaderPollMs?: number;
  /** Most blocks per batch (one eth_getLogs and one database transaction). */
  blockRange: number;
  /** Blocks within this distance of the head can be reorged; deeper ones are final. */
  reorgWindow: number;
  /** A head that has not moved for this long is reported as stale (default 60 s). */
  staleHeadMs?: number;
  logger?: WatcherLogger;
  /** Test seams: called inside a batch's transaction before it commits, and after it commits. */
  hooks?: {
    beforeCommit?(range: WatcherRange): void | Promise<void>;
    afterBatch?(range: WatcherRange): void | Promise<void>;
  };
}

export interface WatcherStatus {
  leader: boolean;
  /** Last block whose events are applied. */
  cursor: number | undefined;
  head: number | undefined;
  /** Blocks between the head and the cursor (confirmations still to come included). */
  lag: number | undefined;
  lastError: string | undefined;
  /** Events applied by this instance since it started (a metric). */
  eventsApplied: number;
  /** The head has not moved for `staleHeadMs` (the node may have stopped following the chain). */
  headStale: boolean;
}

/** A reorg deeper than the stored blocks: events below are final, so the watcher stops and says so. */
export class DeepReorgError extends Error {}

/**
 * The RPC's head is behind the block the watcher has applied, and the blocks it shows are the
 * ones the watcher stored (a lagging node, not a shorter fork): the watcher undoes nothing on its
 * word and reads nothing from it until it has caught up.
 */
export class HeadBehindError extends Error {}

const MAX_BACKOFF_MS = 30_000;

/** Names the watcher's view of the chain: its contracts (a new deployment starts a new stream). */
export function streamKey(contracts: ChainContracts): string {
  return watchedContracts(contracts)
    .map((address) => address.toLowerCase())
    .join(',');
}

/**
 * Reads the watched contracts' events block range by block range and applies each once its
 * block has `confirmations` confirmations:
 * - exactly once per (chain, tx hash, log index): a unique key, and effects only for new rows;
 * - the cursor (block number + hash) moves in the same transaction as the effects, guarded by
 *   its previous value, so a crash or an RPC error between batches leaves a consistent state and
 *   a restart resumes from the cursor;
 * - before each pass the cursor's hash is compared with the chain; on a mismatch the watcher
 *   walks back over the blocks it stored to the newest one still on the chain, undoes the
 *   effects of every event above it and reads again from there;
 * - only the leader (advisory lock) runs; others wait and take over when it stops.
 */
export class ChainWatcher extends LeaderJob {
  private readonly log: WatcherLogger;
  private readonly stream: Stream;
  private readonly addresses: string[];
  private readonly effectContext: EffectContext;
  protected readonly job: LeaderLoop;
  private readonly batch: BatchSize;
  private lastProgressLog = 0;
  /** The head whose confirmations the users' waits were last told (chain_wait live events). */
  private waitsToldAt: number | undefined;
  private readonly chainIdGuard: ChainIdGuard;
  /** The last head read and when it was first seen (stale-head detection). */
  private headSeen: { number: number; at: number } | undefined;
  private readonly state: Pick<WatcherStatus, 'cursor' | 'head' | 'lag' | 'eventsApplied' | 'headStale'> = {
    eventsApplied: 0,
    headStale: false,
    cursor: undefined,
    head: undefined,
    lag: undefined,
  };

  constructor(private readonly options: ChainWatcherOptions) {
    super();
    this.log = options.logger ?? silentLogger;
    this.stream = { chainId: options.chainId, stream: streamKey(options.contracts) };
    this.addresses = watchedContracts(options.contracts).map((a) => a.toLowerCase());
    this.effectContext = { chainId: options.chainId, targets: depositTargets(options.contracts) };
    this.batch = new BatchSize(options.blockRange);
    this.chainIdGuard = new ChainIdGuard(options.client, options.chainId, 'chain watcher');
    this.job = new LeaderLoop({
      name: 'chain watcher',
      lock: options.lock,
      pollMs: options.pollMs,
      leaderPollMs: options.leaderPollMs,
      maxBackoffMs: MAX_BACKOFF_MS,
      logger: this.log,
      leaderFields: { stream: this.stream.stream },
      work: (lease) => this.chainIdGuard.guard(() => this.sync(lease)),
      levelOf: (error) =>
        error instanceof DeepReorgError || error instanceof WrongChainError ? 'error' : 'warn',
    });
  }

  status(): WatcherStatus {
    return { ...this.state, leader: this.job.leader, lastError: this.job.lastError };
  }

  private get stopping(): boolean {
    return this.job.stopping;
  }

  private async sync(lease: LeaderLease): Promise<void> {
    const { client, chainId, confirmations } = this.options;
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    this.checkHeadMoves(head);
    const safe = head - confirmations + 1;
    this.state.head = head;
    let cursor = await this.loadCursor(lease.db);
    if (head < cursor.number && !(await this.forkedAtOrBelow(lease.db, head))) {
      // A node behind the chain does not show the cursor's block, but what it shows is ours: not a
      // reorg. Nothing is undone on its word; the check is made again once its head is past the cursor.
      throw new HeadBehindError(
        `the RPC's head ${head} is behind block ${cursor.number}, which the watcher has applied: it waits for the node to catch up`,
      );
    }
    if (head !== this.waitsToldAt) {
      this.waitsToldAt = head;
      await tellWaits(lease.db, client, chainId, head, confirmations).catch((error: unknown) =>
        this.log.warn({ err: error }, 'chain watcher: telling waits their confirmations failed'),
      );
    }
    if (head < cursor.number) cursor = await this.rewind(lease.db, cursor);
    else if (cursor.number >= 0) {
      const onChain = await this.blockOrUndefined(cursor.number);
      if (onChain?.hash !== cursor.hash) cursor = await this.rewind(lease.db, cursor);
    }
    this.track(cursor);
    while (cursor.number < safe && !this.stopping && !lease.lost()) {
      const range = { from: cursor.number + 1, to: Math.min(cursor.number + this.batch.current, safe) };
      try {
        cursor = await this.processRange(lease.db, cursor, range, head);
      } catch (error) {
        if (!(error instanceof ChainMovedError)) throw error;
        this.log.info({ ...range, reason: error.message }, 'chain watcher: the chain moved; reading again');
        return;
      }
      this.track(cursor);
      if (safe - cursor.number > this.options.blockRange && Date.now() - this.lastProgressLog > 10_000) {
        this.lastProgressLog = Date.now();
        this.log.info(
          { cursor: cursor.number, head, behind: safe - cursor.number },
          'chain watcher: catching up',
        );
      }
      await this.options.hooks?.afterBatch?.(range);
    }
  }

  /**
   * Notes whether the head has not moved for `staleHeadMs` (reported in the status, logged once
   * per episode). Not a failure of the pass: a quiet chain without interval mining looks the same.
   */
  private checkHeadMoves(head: number): void {
    const now = Date.now();
    if (!this.headSeen || this.headSeen.number !== head) {
      if (this.state.headStale) this.log.info({ head }, 'chain watcher: the head moves again');
      this.headSeen = { number: head, at: now };
      this.state.headStale = false;
      return;
    }
    const still = now - this.headSeen.at;
    if (!this.state.headStale && still >= (this.options.staleHeadMs ?? 60_000)) {
      this.state.headStale = true;
      this.log.warn(
        { head, stillForS: Math.round(still / 1000) },
        "chain watcher: the RPC's head has not moved; the node behind CHAIN_RPC_URL may not follow the chain",
      );
    }
  }

  private track(cursor: Cursor): void {
    this.state.cursor = cursor.number;
    if (this.state.head !== undefined) this.state.lag = Math.max(0, this.state.head - cursor.number);
  }

  /**
   * Whether the newest block the watcher stored at or below `number` is no longer on the chain:
   * a head below the cursor is then a shorter fork (a reorg), not a node that lags behind.
   */
  private async forkedAtOrBelow(db: Db, number: number): Promise<boolean> {
    const [newest] = await storedBlocksUpTo(db, this.stream, number);
    if (!newest) return false;
    const onChain = await this.blockOrUndefined(newest.number);
    return onChain?.hash !== newest.hash;
  }

  /** The stored cursor, or a new one just before the deployment's first block. */
  private async loadCursor(db: Db): Promise<Cursor> {
    const stored = await storedCursor(db, this.stream);
    if (stored) return stored;
    const number = this.options.contracts.deployedAtBlock - 1;
    const hash =
      number >= 0 ? (await this.options.client.getBlock({ blockNumber: BigInt(number) })).hash : '';
    await createCursor(db, this.stream, { number, hash });
    this.log.info({ stream: this.stream.stream, fromBlock: number + 1 }, 'chain watcher: new cursor');
    return this.loadCursor(db);
  }

  private async blockOrUndefined(number: number) {
    try {
      return await this.options.client.getBlock({ blockNumber: BigInt(number) });
    } catch (error) {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    }
  }

  /** Reads blocks `range` and applies their events with the cursor move, in one transaction. */
  private async processRange(db: Db, cursor: Cursor, range: WatcherRange, head: number): Promise<Cursor> {
    const { client, contracts } = this.options;
    const { events, lastBlock } = await readRange(client, contracts, cursor, range, this.batch);
    const next: Cursor = { number: range.to, hash: lastBlock.hash };
    const keepFrom = Math.min(range.to, head - this.options.reorgWindow);
    const applied = await inTransaction(db, async (tx) => {
      await moveCursor(tx, this.stream, cursor, next);
      const count = await applyEvents(tx, this.effectContext, events);
      await noticeLockedAuctions(tx, this.stream.chainId, new Date(Number(lastBlock.timestamp) * 1000));
      const known = new Map<number, string>([[range.to, lastBlock.hash]]);
      for (const e of events) known.set(e.blockNumber, e.blockHash);
      await storeBlocks(tx, this.stream, known, keepFrom);
      await this.options.hooks?.beforeCommit?.(range);
      return count;
    });
    this.state.eventsApplied += applied;
    const fields = { ...range, events: events.length, applied, lag: head - range.to };
    if (events.length > 0) this.log.info(fields, 'chain watcher: blocks applied');
    else this.log.debug(fields, 'chain watcher: blocks read');
    return next;
  }

  /**
   * The cursor's block is no longer on the chain: finds the newest stored block that still is,
   * undoes every event above it and puts the cursor there, in one transaction.
   */
  private async rewind(db: Db, cursor: Cursor): Promise<Cursor> {
    const stored = await storedBlocksUpTo(db, this.stream, cursor.number);
    let ancestor: Cursor | undefined;
    for (const block of stored) {
      const onChain = await this.blockOrUndefined(block.number);
      if (onChain?.hash === block.hash) {
        ancestor = block;
        break;
      }
    }
    if (!ancestor) {
      throw new DeepReorgError(
        `block ${cursor.number} (${cursor.hash}) left the chain and no stored block within the reorg window is still on it; events up to it are final, so the watcher stops until an operator checks the chain and the cursor`,
      );
    }
    const undone = await inTransaction(db, async (tx) => {
      await moveCursor(tx, this.stream, cursor, ancestor);
      const reverted = await revertEventsAbove(tx, this.stream.chainId, this.addresses, ancestor.number);
      await forgetBlocksAbove(tx, this.stream, ancestor.number);
      return reverted;
    });
    for (const shortfall of undone.shortfalls) {
      this.log.error(
        shortfall,
        'chain watcher: a reorg dropped a credited deposit whose coins were already spent; the rest must be recovered by an operator',
      );
    }
    for (const shortfall of undone.ticketShortfalls) {
      this.log.error(
        shortfall,
        'chain watcher: a reorg undid an activation whose invite ticket the inviter had already spent',
      );
    }
    this.log.warn(
      { from: cursor.number, to: ancestor.number, eventsUndone: undone.events },
      'chain watcher: reorg; undid the dropped blocks and reads again',
    );
    return ancestor;
  }
}
