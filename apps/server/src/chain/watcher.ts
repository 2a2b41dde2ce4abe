import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { BlockNotFoundError, type Hex, type PublicClient } from 'viem';
import type { Db } from '../db/client.ts';
import { chainBlocks, chainCursors } from '../db/schema-chain.ts';
import { inTransaction } from '../lib/transaction.ts';
import { type ChainContracts, depositTargets, watchedContracts } from './contracts.ts';
import type { EffectContext } from './effect-types.ts';
import { applyEvents, revertEventsAbove } from './effects.ts';
import { type ChainEvent, type DecodedLog, toChainEvent, watchedEvents } from './events.ts';
import type { LeaderLease, LeaderLock } from './leader.ts';
import { type JobLogger, LeaderLoop, silentLogger } from './leader-loop.ts';

/** The subset of a pino/Fastify logger the watcher uses. */
export type WatcherLogger = JobLogger;

export interface WatcherRange {
  from: number;
  to: number;
}

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
}

interface Cursor {
  number: number;
  hash: string;
}

/** The chain moved under a batch (a reorg while it was read): nothing was written; read again. */
class ChainMovedError extends Error {}

/** A reorg deeper than the stored blocks: events below are final, so the watcher stops and says so. */
export class DeepReorgError extends Error {}

const MAX_BACKOFF_MS = 30_000;
const HEADER_CONCURRENCY = 8;

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
export class ChainWatcher {
  private readonly log: WatcherLogger;
  private readonly stream: string;
  private readonly addresses: string[];
  private readonly effectContext: EffectContext;
  private readonly job: LeaderLoop;
  /** Blocks per batch now: halved when the RPC refuses a range, grown back after successes. */
  private range: number;
  private rangeSuccesses = 0;
  private lastProgressLog = 0;
  private chainChecked = false;
  private readonly state: Pick<WatcherStatus, 'cursor' | 'head' | 'lag'> = {
    cursor: undefined,
    head: undefined,
    lag: undefined,
  };

  constructor(private readonly options: ChainWatcherOptions) {
    this.log = options.logger ?? silentLogger;
    this.stream = streamKey(options.contracts);
    this.addresses = watchedContracts(options.contracts).map((a) => a.toLowerCase());
    this.effectContext = { chainId: options.chainId, targets: depositTargets(options.contracts) };
    this.range = options.blockRange;
    this.job = new LeaderLoop({
      name: 'chain watcher',
      lock: options.lock,
      pollMs: options.pollMs,
      leaderPollMs: options.leaderPollMs,
      maxBackoffMs: MAX_BACKOFF_MS,
      logger: this.log,
      leaderFields: { stream: this.stream },
      work: (lease) => this.sync(lease),
      levelOf: (error) => (error instanceof DeepReorgError ? 'error' : 'warn'),
    });
  }

  status(): WatcherStatus {
    return { ...this.state, leader: this.job.leader, lastError: this.job.lastError };
  }

  private get stopping(): boolean {
    return this.job.stopping;
  }

  /** Runs the polling loop in the background until {@link stop}. */
  start(): void {
    this.job.start();
  }

  /**
   * Stops for good after the current batch (its transaction commits or rolls back) and gives up
   * leadership; a restart is a new instance, which resumes from the stored cursor.
   */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /**
   * One pass, as the loop makes it: become the leader if possible, then catch up to the
   * confirmed head. Returns false when another instance is the leader. Throws RPC and
   * database errors (the loop retries them).
   */
  syncOnce(): Promise<boolean> {
    return this.job.syncOnce();
  }

  private async sync(lease: LeaderLease): Promise<void> {
    const { client, chainId, confirmations } = this.options;
    if (!this.chainChecked) {
      const actual = await client.getChainId();
      if (actual !== chainId) throw new Error(`the RPC serves chain ${actual}, but CHAIN_ID is ${chainId}`);
      this.chainChecked = true;
    }
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    const safe = head - confirmations + 1;
    this.state.head = head;
    let cursor = await this.loadCursor(lease.db);
    if (cursor.number >= 0) {
      const onChain = await this.blockOrUndefined(cursor.number);
      if (onChain?.hash !== cursor.hash) cursor = await this.rewind(lease.db, cursor);
    }
    this.track(cursor);
    while (cursor.number < safe && !this.stopping && !lease.lost()) {
      const range = { from: cursor.number + 1, to: Math.min(cursor.number + this.range, safe) };
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

  private track(cursor: Cursor): void {
    this.state.cursor = cursor.number;
    if (this.state.head !== undefined) this.state.lag = Math.max(0, this.state.head - cursor.number);
  }

  /** The stored cursor, or a new one just before the deployment's first block. */
  private async loadCursor(db: Db): Promise<Cursor> {
    const { chainId, contracts } = this.options;
    const [row] = await db
      .select()
      .from(chainCursors)
      .where(and(eq(chainCursors.chainId, chainId), eq(chainCursors.stream, this.stream)));
    if (row) return { number: row.blockNumber, hash: row.blockHash };
    const number = contracts.deployedAtBlock - 1;
    const hash =
      number >= 0 ? (await this.options.client.getBlock({ blockNumber: BigInt(number) })).hash : '';
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(chainCursors)
        .values({ chainId, stream: this.stream, blockNumber: number, blockHash: hash })
        .onConflictDoNothing()
        .returning({ n: chainCursors.blockNumber });
      if (created.length > 0 && number >= 0) {
        await tx
          .insert(chainBlocks)
          .values({ chainId, stream: this.stream, blockNumber: number, blockHash: hash });
      }
    });
    this.log.info({ stream: this.stream, fromBlock: number + 1 }, 'chain watcher: new cursor');
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
    const { client, chainId, contracts } = this.options;
    const [first, last] = await Promise.all([
      client.getBlock({ blockNumber: BigInt(range.from) }),
      range.to === range.from ? undefined : client.getBlock({ blockNumber: BigInt(range.to) }),
    ]);
    const lastBlock = last ?? first;
    if (cursor.number >= 0 && first.parentHash !== cursor.hash) {
      throw new ChainMovedError(`block ${range.from} no longer follows the cursor`);
    }
    let logs: DecodedLog[];
    try {
      logs = (await client.getLogs({
        address: watchedContracts(contracts),
        events: watchedEvents,
        fromBlock: BigInt(range.from),
        toBlock: BigInt(range.to),
        strict: true,
      })) as unknown as DecodedLog[];
    } catch (error) {
      // Public RPCs cap the range or the result size of eth_getLogs: ask for less next time.
      this.range = Math.max(1, Math.floor((range.to - range.from + 1) / 2));
      this.rangeSuccesses = 0;
      throw error;
    }
    // Grow back slowly, so that a capped endpoint is not asked for too much every other batch.
    this.rangeSuccesses += 1;
    if (this.rangeSuccesses >= 20 && this.range < this.options.blockRange) {
      this.range = Math.min(this.options.blockRange, this.range * 2);
      this.rangeSuccesses = 0;
    }

    // Block times (and a check that every log is from the blocks just read).
    const headers = new Map<number, { hash: Hex; timestamp: bigint }>([
      [range.from, first],
      [range.to, lastBlock],
    ]);
    const missing = [...new Set(logs.map((log) => Number(log.blockNumber)))].filter((n) => !headers.has(n));
    for (let i = 0; i < missing.length; i += HEADER_CONCURRENCY) {
      const blocks = await Promise.all(
        missing.slice(i, i + HEADER_CONCURRENCY).map((n) => client.getBlock({ blockNumber: BigInt(n) })),
      );
      for (const block of blocks) headers.set(Number(block.number), block);
    }
    const events: ChainEvent[] = [];
    for (const log of logs) {
      const header = headers.get(Number(log.blockNumber));
      if (!header || header.hash !== log.blockHash) {
        throw new ChainMovedError(`a log of block ${log.blockNumber} is from another fork`);
      }
      const event = toChainEvent(log, contracts, new Date(Number(header.timestamp) * 1000));
      if (event) events.push(event);
    }
    events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
    const again = await client.getBlock({ blockNumber: BigInt(range.to) });
    if (again.hash !== lastBlock.hash) throw new ChainMovedError(`block ${range.to} changed while reading`);

    const next: Cursor = { number: range.to, hash: lastBlock.hash };
    const keepFrom = Math.min(range.to, head - this.options.reorgWindow);
    const applied = await inTransaction(db, async (tx) => {
      await this.moveCursor(tx, cursor, next);
      const count = await applyEvents(tx, this.effectContext, events);
      const known = new Map<number, string>([[range.to, lastBlock.hash]]);
      for (const e of events) known.set(e.blockNumber, e.blockHash);
      await tx
        .insert(chainBlocks)
        .values(
          [...known].map(([blockNumber, blockHash]) => ({
            chainId,
            stream: this.stream,
            blockNumber,
            blockHash,
          })),
        )
        .onConflictDoUpdate({
          target: [chainBlocks.chainId, chainBlocks.stream, chainBlocks.blockNumber],
          set: { blockHash: sql`excluded.block_hash` },
        });
      await tx
        .delete(chainBlocks)
        .where(
          and(
            eq(chainBlocks.chainId, chainId),
            eq(chainBlocks.stream, this.stream),
            lt(chainBlocks.blockNumber, keepFrom),
          ),
        );
      await this.options.hooks?.beforeCommit?.(range);
      return count;
    });
    const fields = { ...range, events: events.length, applied, lag: head - range.to };
    if (events.length > 0) this.log.info(fields, 'chain watcher: blocks applied');
    else this.log.debug(fields, 'chain watcher: blocks read');
    return next;
  }

  /** Moves the cursor from `from` to `to`; fails (rolling back the batch) if someone else moved it. */
  private async moveCursor(tx: Db, from: Cursor, to: Cursor): Promise<void> {
    const moved = await tx
      .update(chainCursors)
      .set({ blockNumber: to.number, blockHash: to.hash, updatedAt: new Date() })
      .where(
        and(
          eq(chainCursors.chainId, this.options.chainId),
          eq(chainCursors.stream, this.stream),
          eq(chainCursors.blockNumber, from.number),
          eq(chainCursors.blockHash, from.hash),
        ),
      )
      .returning({ n: chainCursors.blockNumber });
    if (moved.length !== 1) throw new Error('chain watcher: the cursor was moved by another writer');
  }

  /**
   * The cursor's block is no longer on the chain: finds the newest stored block that still is,
   * undoes every event above it and puts the cursor there, in one transaction.
   */
  private async rewind(db: Db, cursor: Cursor): Promise<Cursor> {
    const { chainId } = this.options;
    const stored = await db
      .select({ number: chainBlocks.blockNumber, hash: chainBlocks.blockHash })
      .from(chainBlocks)
      .where(
        and(
          eq(chainBlocks.chainId, chainId),
          eq(chainBlocks.stream, this.stream),
          lte(chainBlocks.blockNumber, cursor.number),
        ),
      )
      .orderBy(desc(chainBlocks.blockNumber));
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
      await this.moveCursor(tx, cursor, ancestor);
      const reverted = await revertEventsAbove(tx, chainId, this.addresses, ancestor.number);
      await tx
        .delete(chainBlocks)
        .where(
          and(
            eq(chainBlocks.chainId, chainId),
            eq(chainBlocks.stream, this.stream),
            gt(chainBlocks.blockNumber, ancestor.number),
          ),
        );
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
