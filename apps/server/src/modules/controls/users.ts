import type { AdminWithdrawal, UserDetail, UserSummary } from '@yuanlong/shared/operator-controls';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  assets,
  balances,
  ledgerEntries,
  listings,
  players,
  sessions,
  users,
  withdrawals,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** How many entries of each list the user page shows (newest first). */
const LIST = 50;

type UserRow = typeof users.$inferSelect;

export function userSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    address: row.address,
    email: row.email,
    nickname: row.nickname,
    invite_code: row.inviteCode,
    created_at: row.createdAt.toISOString(),
    activated: row.activatedAt !== null,
    frozen_at: row.frozenAt?.toISOString() ?? null,
    second_factor: row.totpEnabledAt !== null,
  };
}

export function adminWithdrawal(row: typeof withdrawals.$inferSelect): AdminWithdrawal {
  return {
    id: row.id,
    user_id: row.userId,
    server_id: row.serverId,
    coin: row.coin,
    amount: row.amount.toString(),
    to_address: row.toAddress,
    state: row.state as AdminWithdrawal['state'],
    tx_hash: row.txHash,
    created_at: row.createdAt.toISOString(),
  };
}

/** Users whose id, wallet address, e-mail or invite code is `q` (whole, any case). */
export async function findUsers(db: Db, q: string): Promise<UserSummary[]> {
  const id = /^\d{1,15}$/.test(q) ? Number(q) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      or(
        id === undefined ? undefined : eq(users.id, id),
        sql`lower(${users.address}) = ${q.toLowerCase()}`,
        sql`lower(${users.email}) = ${q.toLowerCase()}`,
        sql`upper(${users.inviteCode}) = ${q.toUpperCase()}`,
      ),
    )
    .orderBy(users.id)
    .limit(20);
  return rows.map(userSummary);
}

/** One user as support sees them: roles, balances, ledger, assets, live sessions, withdrawals, activity. */
export async function userDetail(db: Db, userId: number): Promise<UserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('notFound');
  const [roles, coins, ledger, owned, live, paid, done] = await Promise.all([
    db.select().from(players).where(eq(players.userId, userId)).orderBy(players.serverId),
    db.select().from(balances).where(eq(balances.userId, userId)).orderBy(balances.serverId, balances.coin),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(desc(ledgerEntries.id))
      .limit(LIST),
    db
      .select({ asset: assets, listing: { id: listings.id, price: listings.price, coin: listings.coin } })
      .from(assets)
      .leftJoin(listings, and(eq(listings.assetId, assets.id), eq(listings.status, 1)))
      .where(eq(assets.ownerId, userId))
      .orderBy(desc(assets.id))
      .limit(LIST),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.id)),
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.id))
      .limit(LIST),
    db
      .select()
      .from(activities)
      .where(eq(activities.userId, userId))
      .orderBy(desc(activities.id))
      .limit(LIST),
  ]);
  return {
    user: userSummary(user),
    roles: roles.map((r) => ({ server_id: r.serverId, name: r.name, created_at: r.createdAt.toISOString() })),
    balances: coins.map((b) => ({
      server_id: b.serverId,
      coin: b.coin,
      available: b.available.toString(),
      frozen: b.frozen.toString(),
    })),
    ledger: ledger.map((e) => ({
      id: e.id,
      server_id: e.serverId,
      coin: e.coin,
      available_delta: e.availableDelta.toString(),
      frozen_delta: e.frozenDelta.toString(),
      reason: e.reason,
      reference: e.reference,
      created_at: e.createdAt.toISOString(),
    })),
    assets: owned.map(({ asset, listing }) => ({
      id: asset.id,
      name: asset.name,
      kind: asset.kind,
      location: asset.location,
      server_id: asset.serverId,
      status: asset.status,
      listing: listing ? { id: listing.id, price: listing.price.toString(), coin: listing.coin } : null,
    })),
    sessions: live.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ip: s.ip,
      user_agent: s.userAgent,
    })),
    withdrawals: paid.map(adminWithdrawal),
    activity: done.map((a) => ({
      id: a.id,
      type: a.type,
      asset_id: a.assetsId,
      name: a.nftName,
      amount: a.amount === null ? null : a.amount.toString(),
      coin: a.coin,
      other_user_id: a.twoUserId,
      created_at: a.createdAt.toISOString(),
    })),
  };
}
