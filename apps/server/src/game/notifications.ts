import type {
  GameLinkError,
  GameNotification,
  GameNotificationAnswer,
  InventoryChange,
} from '@yuanlong/shared/game-protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assetHistory,
  assetSkills,
  assets,
  gameNotifications,
  gameServers,
  players,
  users,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { inTransaction } from '../lib/transaction.ts';
import { createPlayer } from '../modules/players/service.ts';
import { applyRoleState } from './role-states.ts';

export type ReceiveResult =
  | { http: 200; body: GameNotificationAnswer }
  | { http: 409 | 422; body: GameLinkError };

/** Thrown inside the transaction to roll it back (the notification is not recorded) and answer. */
class Refusal extends Error {
  constructor(
    readonly http: 409 | 422,
    readonly body: GameLinkError,
  ) {
    super(body.error);
  }
}

/** Asset statuses under a market lock: on sale (or in an auction), locked, chain or sale confirming. */
const MARKET_LOCKED = new Set([1, 2, 3, 4]);
/** The status an asset consumed in play keeps when market records still name it: never tradable again. */
const FORBIDDEN = 6;

/**
 * Takes one verified notification of the game, exactly once: its id is recorded with the answer
 * in the same transaction as its effect, and a repeat gets that answer as `duplicate`. State
 * notifications apply only when newer (by `seq`) than what last set that state; a refusal (an
 * unknown role or server, an invalid asset) records nothing, so the game may send it again.
 */
export async function receiveNotification(db: Db, n: GameNotification): Promise<ReceiveResult> {
  try {
    return await inTransaction(db, async (tx) => {
      const [fresh] = await tx
        .insert(gameNotifications)
        .values({
          id: n.id,
          type: n.type,
          userId: n.role.user_id,
          serverId: n.role.server_id,
          seq: n.seq,
          answer: {},
        })
        .onConflictDoNothing()
        .returning({ id: gameNotifications.id });
      if (!fresh) {
        const [seen] = await tx
          .select({ answer: gameNotifications.answer })
          .from(gameNotifications)
          .where(eq(gameNotifications.id, n.id));
        return { http: 200, body: { ...(seen!.answer as GameNotificationAnswer), status: 'duplicate' } };
      }
      const body = await apply(tx, n);
      await tx.update(gameNotifications).set({ answer: body }).where(eq(gameNotifications.id, n.id));
      return { http: 200, body };
    });
  } catch (error) {
    if (error instanceof Refusal) return { http: error.http, body: error.body };
    const code = pgCode(error);
    // A value a check constraint refuses (grade, star, kind out of range): not the protocol.
    if (code === '23514' || code === '22003')
      return { http: 422, body: { error: 'invalid', reason: 'asset' } };
    throw error;
  }
}

async function apply(tx: Db, n: GameNotification): Promise<GameNotificationAnswer> {
  const role = { userId: n.role.user_id, serverId: n.role.server_id };
  await requireUserAndServer(tx, role);
  switch (n.type) {
    case 'role.created':
      await createRoleIfMissing(tx, role, n.name);
      return { id: n.id, status: 'applied' };
    case 'role.online': {
      const applied = await applyRoleState(tx, role, n.seq, { online: n.online });
      return { id: n.id, status: applied ? 'applied' : 'stale' };
    }
    case 'role.boss_level': {
      const applied = await applyRoleState(tx, role, n.seq, { bossLevel: n.boss_level });
      return { id: n.id, status: applied ? 'applied' : 'stale' };
    }
    case 'inventory.changed': {
      const [player] = await tx
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.userId, role.userId), eq(players.serverId, role.serverId)));
      if (!player) throw new Refusal(409, { error: 'unknown_role' });
      const assetIds: number[] = [];
      const skipped: NonNullable<GameNotificationAnswer['skipped']> = [];
      for (const [index, change] of n.changes.entries()) {
        if (change.op === 'gained') assetIds.push(await gain(tx, role, change));
        else {
          const reason = await changeHeld(tx, role, change);
          if (reason) skipped.push({ index, reason });
        }
      }
      return {
        id: n.id,
        status: 'applied',
        ...(assetIds.length > 0 ? { asset_ids: assetIds } : {}),
        ...(skipped.length > 0 ? { skipped } : {}),
      };
    }
  }
}

async function requireUserAndServer(tx: Db, role: { userId: number; serverId: number }) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, role.userId));
  if (!user) throw new Refusal(409, { error: 'unknown_role', reason: 'no such user' });
  const [server] = await tx
    .select({ id: gameServers.serverId })
    .from(gameServers)
    .where(eq(gameServers.serverId, role.serverId));
  if (!server) throw new Refusal(422, { error: 'unknown_server' });
}

/** A role the game created (a player who started on the game's side): the market takes it. */
async function createRoleIfMissing(tx: Db, role: { userId: number; serverId: number }, name: string) {
  const [existing] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.userId, role.userId), eq(players.serverId, role.serverId)));
  if (existing) return;
  for (const candidate of [name, `${name.slice(0, 20)}#${role.userId}`]) {
    try {
      await createPlayer(tx, role.userId, role.serverId, candidate);
      return;
    } catch (error) {
      if (error instanceof AppError && error.messageKey === 'roleExists') return;
      if (error instanceof AppError && error.messageKey === 'roleNameTaken') continue;
      if (error instanceof AppError && error.messageKey === 'serverNotFound') {
        throw new Refusal(422, { error: 'unknown_server', reason: 'closed' });
      }
      throw error;
    }
  }
  throw new Refusal(422, { error: 'invalid', reason: 'role name taken' });
}

/** An asset gained in play: a new game asset of the role (on its server), never minted; returns its id. */
async function gain(
  tx: Db,
  role: { userId: number; serverId: number },
  change: Extract<InventoryChange, { op: 'gained' }>,
) {
  const a = change.asset;
  const ownerId = role.userId;
  const [row] = await tx
    .insert(assets)
    .values({
      kind: a.kind,
      name: a.name,
      ownerId,
      location: 2,
      serverId: role.serverId,
      grade: a.grade,
      star: a.star,
      level: a.level,
      power: a.power,
      number: a.number,
    })
    .returning({ id: assets.id });
  await tx.insert(assetHistory).values({ assetId: row!.id, toUserId: ownerId });
  return row!.id;
}

/**
 * An asset consumed or changed in play. It must be the role's in the market (owned, in the
 * game on the role's server) and free there: one listed, in an auction, locked or leaving for the wallet stays as
 * the market has it (the game gets the market's lock; reconciliation names the difference).
 */
async function changeHeld(
  tx: Db,
  role: { userId: number; serverId: number },
  change: Exclude<InventoryChange, { op: 'gained' }>,
): Promise<'not_held' | 'locked_in_market' | null> {
  const [asset] = await tx
    .select({
      ownerId: assets.ownerId,
      serverId: assets.serverId,
      location: assets.location,
      status: assets.status,
    })
    .from(assets)
    .where(eq(assets.id, change.asset_id))
    .for('update');
  if (!asset || asset.ownerId !== role.userId || asset.serverId !== role.serverId || asset.location !== 2)
    return 'not_held';
  if (asset.status !== null && MARKET_LOCKED.has(asset.status)) return 'locked_in_market';
  if (change.op === 'changed') {
    const a = change.asset;
    await tx
      .update(assets)
      .set({ name: a.name, number: a.number, grade: a.grade, star: a.star, level: a.level, power: a.power })
      .where(eq(assets.id, change.asset_id));
    return null;
  }
  // Consumed: the asset leaves the market. One that market records still name (a past listing,
  // an offer, an auction, a claim) is kept for that history, forbidden from trade.
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(assetSkills).where(eq(assetSkills.assetId, change.asset_id));
      await sp.delete(assetHistory).where(eq(assetHistory.assetId, change.asset_id));
      await sp.delete(assets).where(eq(assets.id, change.asset_id));
    });
  } catch (error) {
    if (pgCode(error) !== '23503') throw error;
    await tx.update(assets).set({ status: FORBIDDEN }).where(eq(assets.id, change.asset_id));
  }
  return null;
}

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
