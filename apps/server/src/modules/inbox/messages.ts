import type { CollectBody, MessageState } from '@yuanlong/shared/inbox';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { activities, messageReads } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

async function readUpTo(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ readUpTo: messageReads.readUpTo })
    .from(messageReads)
    .where(eq(messageReads.userId, userId));
  return row?.readUpTo ?? 0;
}

/** How many of the user's messages (activity entries) are new, and up to which one they are collected. */
export async function messageState(ctx: ServiceContext, userId: number): Promise<MessageState> {
  const upTo = await readUpTo(ctx.db, userId);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(activities)
    .where(and(eq(activities.userId, userId), gt(activities.id, upTo)));
  return { unread: Number(row?.n ?? 0), read_up_to: upTo };
}

/**
 * Collects (marks read) the user's messages up to entry `up_to_id`, which must be one of theirs
 * (else 404, nothing changed). Never moves back: an older id, or the same again, changes nothing.
 */
export async function collectMessages(
  ctx: ServiceContext,
  userId: number,
  body: CollectBody,
): Promise<MessageState> {
  const [entry] = await ctx.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, body.up_to_id), eq(activities.userId, userId)));
  if (!entry) throw new AppError('notFound', 'messageNotYours');
  await ctx.db
    .insert(messageReads)
    .values({ userId, readUpTo: entry.id, updatedAt: ctx.clock() })
    .onConflictDoUpdate({
      target: messageReads.userId,
      set: { readUpTo: sql`greatest(${messageReads.readUpTo}, excluded.read_up_to)`, updatedAt: ctx.clock() },
    });
  return messageState(ctx, userId);
}
