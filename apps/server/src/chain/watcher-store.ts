import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chainBlocks, chainCursors } from '../db/schema-chain.ts';
import type { Cursor } from './watcher-read.ts';

/** One watcher stream: a chain and the contracts watched on it (see streamKey). */
export interface Stream {
  chainId: number;
  stream: string;
}

const ofStream = (s: Stream) => and(eq(chainBlocks.chainId, s.chainId), eq(chainBlocks.stream, s.stream));

/** The stored cursor of the stream, if it has one. */
export async function storedCursor(db: Db, s: Stream): Promise<Cursor | undefined> {
  const [row] = await db
    .select()
    .from(chainCursors)
    .where(and(eq(chainCursors.chainId, s.chainId), eq(chainCursors.stream, s.stream)));
  return row ? { number: row.blockNumber, hash: row.blockHash } : undefined;
}

/** Creates the stream's cursor at `start` (and stores that block) unless another writer did first. */
export async function createCursor(db: Db, s: Stream, start: Cursor): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(chainCursors)
      .values({ ...s, blockNumber: start.number, blockHash: start.hash })
      .onConflictDoNothing()
      .returning({ n: chainCursors.blockNumber });
    if (created.length > 0 && start.number >= 0) {
      await tx.insert(chainBlocks).values({ ...s, blockNumber: start.number, blockHash: start.hash });
    }
  });
}

/** Moves the cursor from `from` to `to`; fails (rolling back the batch) if someone else moved it. */
export async function moveCursor(tx: Db, s: Stream, from: Cursor, to: Cursor): Promise<void> {
  const moved = await tx
    .update(chainCursors)
    .set({ blockNumber: to.number, blockHash: to.hash, updatedAt: new Date() })
    .where(
      and(
        eq(chainCursors.chainId, s.chainId),
        eq(chainCursors.stream, s.stream),
        eq(chainCursors.blockNumber, from.number),
        eq(chainCursors.blockHash, from.hash),
      ),
    )
    .returning({ n: chainCursors.blockNumber });
  if (moved.length !== 1) throw new Error('chain watcher: the cursor was moved by another writer');
}

/** Stores the hashes of blocks just read and forgets those below `keepFrom` (out of reorg reach). */
export async function storeBlocks(
  tx: Db,
  s: Stream,
  known: Map<number, string>,
  keepFrom: number,
): Promise<void> {
  await tx
    .insert(chainBlocks)
    .values([...known].map(([blockNumber, blockHash]) => ({ ...s, blockNumber, blockHash })))
    .onConflictDoUpdate({
      target: [chainBlocks.chainId, chainBlocks.stream, chainBlocks.blockNumber],
      set: { blockHash: sql`excluded.block_hash` },
    });
  await tx.delete(chainBlocks).where(and(ofStream(s), lt(chainBlocks.blockNumber, keepFrom)));
}

/** The stored blocks at or below `number`, newest first. */
export function storedBlocksUpTo(db: Db, s: Stream, number: number): Promise<Cursor[]> {
  return db
    .select({ number: chainBlocks.blockNumber, hash: chainBlocks.blockHash })
    .from(chainBlocks)
    .where(and(ofStream(s), lte(chainBlocks.blockNumber, number)))
    .orderBy(desc(chainBlocks.blockNumber));
}

/** Forgets the stored blocks above `number` (a reorg dropped them). */
export async function forgetBlocksAbove(tx: Db, s: Stream, number: number): Promise<void> {
  await tx.delete(chainBlocks).where(and(ofStream(s), gt(chainBlocks.blockNumber, number)));
}
