import type { Egg, Eggs, HatchResult } from '@yuanlong/shared/eggs';
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, eggs } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createDragon } from '../../game/new-assets.ts';
import { loadActingRole } from '../../game/rules.ts';
import { inTransaction } from '../../lib/transaction.ts';

type EggRow = typeof eggs.$inferSelect;

function toEgg(row: EggRow, now: Date): Egg {
  const total = row.hatchAt.getTime() - row.obtainedAt.getTime();
  const done = now.getTime() - row.obtainedAt.getTime();
  const progress =
    row.hatchedAt || total <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((done * 100) / total)));
  return {
    id: row.id,
    element: row.element,
    obtained_at: row.obtainedAt.toISOString(),
    hatch_at: row.hatchAt.toISOString(),
    progress,
    dragon_id: row.dragonAssetId,
  };
}

/** The role's eggs, newest first, with their progress (GET /api/add/mdragon). */
export async function listEggs(ctx: ServiceContext, userId: number, serverId: number): Promise<Eggs> {
  const now = ctx.clock();
  const rows = await ctx.db
    .select()
    .from(eggs)
    .where(and(eq(eggs.userId, userId), eq(eggs.serverId, serverId)))
    .orderBy(desc(eggs.id))
    .limit(100);
  return { now: now.toISOString(), items: rows.map((row) => toEgg(row, now)) };
}

/** Gives a role an egg that hatches after `hatchSeconds` (the game's part: the simulator's route, the demo). */
export async function grantEgg(
  db: Db,
  userId: number,
  serverId: number,
  element: number,
  now: Date,
  hatchSeconds: number,
) {
  const [row] = await db
    .insert(eggs)
    .values({
      userId,
      serverId,
      element,
      obtainedAt: now,
      hatchAt: new Date(now.getTime() + hatchSeconds * 1000),
    })
    .returning();
  return toEgg(row!, now);
}

/**
 * Hatches an egg into a dragon (POST /api/add/mdragon) in the role on `serverId`. Rules: the
 * acting-role rules (a role, e-mail, activated, that role offline), that role's egg, its hatch
 * time come. The egg row is claimed by one conditional
 * UPDATE (not hatched yet, time come) in the transaction that creates the dragon, so whatever
 * the concurrency there is exactly one dragon per egg; asking again answers that dragon.
 */
export async function hatchEgg(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  eggId: number,
): Promise<HatchResult> {
  await loadActingRole(ctx, userId, serverId);
  const now = ctx.clock();
  return inTransaction(ctx.db, async (tx) => {
    const [claimed] = await tx
      .update(eggs)
      .set({ hatchedAt: now })
      .where(
        and(
          eq(eggs.id, eggId),
          eq(eggs.userId, userId),
          eq(eggs.serverId, serverId),
          isNull(eggs.hatchedAt),
          lte(eggs.hatchAt, now),
        ),
      )
      .returning();
    if (claimed) {
      const dragon = await createDragon(tx, userId, serverId, claimed.element);
      await tx.update(eggs).set({ dragonAssetId: dragon.id }).where(eq(eggs.id, eggId));
      return { egg_id: eggId, dragon_id: dragon.id, name: dragon.name, element: claimed.element };
    }
    const [egg] = await tx
      .select()
      .from(eggs)
      .where(and(eq(eggs.id, eggId), eq(eggs.userId, userId), eq(eggs.serverId, serverId)));
    if (!egg) throw new AppError('notFound', 'eggNotFound');
    if (egg.dragonAssetId === null) {
      const time = `${egg.hatchAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      throw new AppError('conflict', 'eggNotReady', { time });
    }
    const [dragon] = await tx
      .select({ name: assets.name })
      .from(assets)
      .where(eq(assets.id, egg.dragonAssetId));
    return { egg_id: eggId, dragon_id: egg.dragonAssetId, name: dragon?.name ?? '', element: egg.element };
  });
}
