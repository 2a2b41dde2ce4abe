import type { Hex, PublicClient } from 'viem';
import { type ChainContracts, watchedContracts } from './contracts.ts';
import { type ChainEvent, type DecodedLog, toChainEvent, watchedEvents } from './events.ts';

export interface WatcherRange {
  from: number;
  to: number;
}

/** A block the watcher has applied up to: its number and hash. */
export interface Cursor {
  number: number;
  hash: string;
}

/** The chain moved under a batch (a reorg while it was read): nothing was written; read again. */
export class ChainMovedError extends Error {}

const HEADER_CONCURRENCY = 8;

/**
 * Blocks per batch: halved when the RPC refuses a range (public RPCs cap the range or the result
 * size of eth_getLogs), grown back after 20 successes in a row.
 */
export class BatchSize {
  private successes = 0;
  current: number;

  constructor(private readonly most: number) {
    this.current = most;
  }

  refused(range: WatcherRange): void {
    this.current = Math.max(1, Math.floor((range.to - range.from + 1) / 2));
    this.successes = 0;
  }

  /** Grows back slowly, so that a capped endpoint is not asked for too much every other batch. */
  succeeded(): void {
    this.successes += 1;
    if (this.successes >= 20 && this.current < this.most) {
      this.current = Math.min(this.most, this.current * 2);
      this.successes = 0;
    }
  }
}

/**
 * Reads the watched contracts' events of blocks `range`, in block and log order, with their
 * blocks' times. Throws ChainMovedError when the blocks no longer follow `cursor` or change
 * while they are read.
 */
export async function readRange(
  client: PublicClient,
  contracts: ChainContracts,
  cursor: Cursor,
  range: WatcherRange,
  size: BatchSize,
): Promise<{ events: ChainEvent[]; lastBlock: { hash: Hex; timestamp: bigint } }> {
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
    size.refused(range);
    throw error;
  }
  size.succeeded();

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
  return { events, lastBlock };
}
