import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { assets, balances, users } from '../db/schema.ts';
import { enqueueAssetChange } from '../game/asset-commands.ts';
import { recordActivities } from '../modules/activity/service.ts';
import { creditMany, debit, LEDGER_REASONS } from '../modules/ledger/ledger.ts';
import { depositServerOf, homeServerOf } from '../modules/players/home-server.ts';
import type { DepositTargets } from './contracts.ts';
import { addEffects } from './effect-helpers.ts';
import type { Effect, FreshEvent } from './effect-types.ts';
import { userIdOf } from './effects-activation.ts';

/** 2 = in the game (assets.location). */
const IN_GAME = 2;

/** The ledger reference of a deposit: stable across a reorg (the event's row id is not). */
export function depositReference(chainId: number, event: { txHash: string; logIndex: number }): string {
  return `deposit:${chainId}:${event.txHash.toLowerCase()}:${event.logIndex}`;
}

/** The events whose account is an existing user, with that user's id, in order. */
async function forUsers(tx: Db, fresh: FreshEvent[]): Promise<{ f: FreshEvent; userId: number }[]> {
  const named = fresh.flatMap((f) => {
    const userId = userIdOf(f.event.account);
    return userId === undefined ? [] : [{ f, userId }];
  });
  if (named.length === 0) return [];
  const ids = [...new Set(named.map((n) => n.userId))];
  const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  const known = new Set(found.map((row) => row.id));
  return named.filter((n) => known.has(n.userId));
}

/** The server a deposit event credits: its serverId when that server exists, else the user's home server. */
function targetServer(tx: Db, userId: number, f: FreshEvent): Promise<number> {
  const named = Number(f.event.args.serverId ?? '0');
  return depositServerOf(tx, userId, Number.isSafeInteger(named) ? named : 0);
}

/**
 * CoinDeposited(coin, from, account, amount, serverId): `amount` base units of the coin are
 * credited to the game balance of user `account`'s role on `serverId` (an unknown server id: the
 * user's home server, so the coins are never lost; no role there yet: they wait for it),
 * journalled as `chain_deposit`, with an activity entry. Any amount is credited, also one below
 * the deposit minimum (the dialog refuses those; one sent another way is in the vault all the
 * same and is the player's). A deposit for an account that is not a user, or of a coin the game
 * does not know, is recorded without effects (the vault keeps it; an operator can refund it).
 */
export async function applyCoinDeposits(
  tx: Db,
  chainId: number,
  targets: DepositTargets,
  fresh: FreshEvent[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  const credited: { f: FreshEvent; userId: number; serverId: number; coin: string; amount: bigint }[] = [];
  for (const { f, userId } of await forUsers(tx, fresh)) {
    const coin = targets.coinOf(f.event.args.coin ?? '');
    const amount = BigInt(f.event.args.amount ?? '0');
    if (coin === undefined || amount <= 0n) continue;
    credited.push({ f, userId, serverId: await targetServer(tx, userId, f), coin, amount });
  }
  if (credited.length === 0) return;
  // A backfill meets thousands of deposits: the batch's credits, journal entries and activity
  // entries are written a statement each, not three statements a deposit.
  await creditMany(
    tx,
    credited.map(({ f, userId, serverId, coin, amount }) => ({
      userId,
      serverId,
      coin,
      amount,
      reason: LEDGER_REASONS.chainDeposit,
      reference: depositReference(chainId, f.event),
    })),
  );
  const written: { id: number }[] = [];
  for (let i = 0; i < credited.length; i += INSERT_CHUNK) {
    const chunk = credited.slice(i, i + INSERT_CHUNK);
    written.push(
      ...(await recordActivities(
        tx,
        chunk.map(({ f, userId, coin, amount }) => ({
          userId,
          type: ACTIVITY_TYPES.coinDeposited.code,
          amount,
          coin,
          twoAddress: f.event.args.from ?? '',
          createdAt: f.event.blockTime,
          eventKey: depositReference(chainId, f.event),
        })),
      )),
    );
  }
  credited.forEach(({ f, userId, serverId, coin, amount }, i) => {
    addEffects(effects, f.id, [
      { kind: 'credited', user_id: userId, server_id: serverId, coin, amount: amount.toString() },
      { kind: 'activity', id: written[i]!.id },
    ]);
  });
}

/** Rows per multi-row INSERT (PostgreSQL allows 65,535 parameters per statement). */
const INSERT_CHUNK = 1_000;

/**
 * NftDeposited(collection, tokenId, from, account, serverId): the game's asset with that token
 * moves into the game, to user `account`'s role on `serverId` (an unknown server: the home
 * server, as for coins), with an activity entry. A token the game has
 * no asset for (or an account that is not a user) is recorded without effects.
 */
export async function applyNftDeposits(
  tx: Db,
  chainId: number,
  targets: DepositTargets,
  fresh: FreshEvent[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  for (const { f, userId } of await forUsers(tx, fresh)) {
    const family = targets.collectionOf(f.event.args.collection ?? '');
    if (family === undefined) continue;
    const tokenId = BigInt(f.event.args.tokenId ?? '0');
    const isDragon = family === 'dragon';
    const [asset] = await queryRows<{
      id: string | number;
      owner_id: string | number;
      location: number;
      server_id: number | null;
    }>(
      tx,
      sql`select id, owner_id, location, server_id from assets
          where token_id = ${tokenId.toString()}::numeric and (kind = ${ASSET_KINDS.dragon.code}) = ${isDragon}
          for update`,
    );
    if (!asset) continue;
    const [moved] = await tx
      .update(assets)
      .set({ ownerId: userId, location: IN_GAME, serverId: await targetServer(tx, userId, f) })
      .where(eq(assets.id, Number(asset.id)))
      .returning();
    await enqueueAssetChange(tx, moved!, { type: 'asset.add' }, f.event.blockTime);
    const [activity] = await recordActivities(tx, [
      {
        userId,
        type: ACTIVITY_TYPES.nftDeposited.code,
        assetsId: moved!.id,
        kind: moved!.kind,
        tokenId,
        nftName: moved!.name,
        twoAddress: f.event.args.from ?? '',
        createdAt: f.event.blockTime,
        eventKey: `nft-${depositReference(chainId, f.event)}`,
      },
    ]);
    addEffects(effects, f.id, [
      {
        kind: 'asset_moved',
        asset_id: moved!.id,
        owner_id: Number(asset.owner_id),
        location: Number(asset.location),
        server_id: asset.server_id === null ? null : Number(asset.server_id),
        to_owner: userId,
      },
      { kind: 'activity', id: activity!.id },
    ]);
  }
}

/** A credited deposit a reorg undid but whose coins had been spent: what could not be taken back. */
export interface Shortfall {
  user_id: number;
  coin: string;
  amount: string;
  reference: string;
}

/**
 * Takes back credited deposits (journalled as `chain_deposit_reverted`). A balance cannot go
 * below zero: when the user spent part of it meanwhile, what is there is taken and the rest is
 * returned as a shortfall for the operator (the watcher logs it as an error).
 */
export async function undoCredits(
  tx: Db,
  undo: { user_id: number; server_id?: number; coin: string; amount: string; reference: string }[],
): Promise<Shortfall[]> {
  const shortfalls: Shortfall[] = [];
  for (const u of undo) {
    const serverId = u.server_id ?? (await homeServerOf(tx, u.user_id));
    const [row] = await tx
      .select({ available: balances.available })
      .from(balances)
      .where(and(eq(balances.userId, u.user_id), eq(balances.serverId, serverId), eq(balances.coin, u.coin)))
      .for('update');
    const wanted = BigInt(u.amount);
    const available = row?.available ?? 0n;
    const take = available < wanted ? available : wanted;
    if (take > 0n) {
      await debit(tx, {
        userId: u.user_id,
        serverId,
        coin: u.coin,
        amount: take,
        reason: LEDGER_REASONS.chainDepositReverted,
        reference: u.reference,
      });
    }
    if (take < wanted)
      shortfalls.push({
        user_id: u.user_id,
        coin: u.coin,
        amount: (wanted - take).toString(),
        reference: u.reference,
      });
  }
  return shortfalls;
}

/** Moves assets back where they were before their deposit, if they are still where it put them. */
export async function undoAssetMoves(
  tx: Db,
  undo: {
    asset_id: number;
    owner_id: number;
    location: number;
    server_id?: number | null;
    to_owner: number;
  }[],
): Promise<void> {
  if (undo.length === 0) return;
  // The server it had before (an older effect without one, back in the game: where it is now).
  await tx.execute(sql`
    update assets a set owner_id = v.owner_id, location = v.location,
      server_id = case when v.location = ${IN_GAME} then coalesce(v.server_id, a.server_id) end
    from jsonb_to_recordset(${JSON.stringify(undo)}::jsonb)
      as v(asset_id bigint, owner_id bigint, location smallint, server_id integer, to_owner bigint)
    where a.id = v.asset_id and a.owner_id = v.to_owner and a.location = ${IN_GAME}`);
}
