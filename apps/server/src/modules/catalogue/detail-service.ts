import { shortAddress } from '@yuanlong/shared/address';
import type { CardDetail } from '@yuanlong/shared/card';
import type { Coin } from '@yuanlong/shared/coins';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { assetHistory, assetSkills, assets, listings, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assetSyncState } from '../../game/sync-state.ts';

/** History entries shown on a detail page (newest first). */
const HISTORY_LIMIT = 50;
const DRAGON = 4;

/**
 * Everything the detail page of an asset shows: classification, progress, attributes,
 * skills, dragon fields, the open listing and the ownership/price history. Public.
 */
export async function getAssetDetail(db: Db, id: number, only?: 'dragon'): Promise<CardDetail> {
  const [row] = await db
    .select({ asset: assets, owner: { address: users.address, nickname: users.nickname } })
    .from(assets)
    .innerJoin(users, eq(users.id, assets.ownerId))
    .where(eq(assets.id, id));
  if (!row || (only === 'dragon' && row.asset.kind !== DRAGON)) throw new AppError('notFound');
  const a = row.asset;
  const [skills, listing, history, sync] = await Promise.all([
    db.select().from(assetSkills).where(eq(assetSkills.assetId, id)).orderBy(asc(assetSkills.slot)),
    openListing(db, id),
    historyOf(db, id),
    assetSyncState(db, id),
  ]);
  return {
    id: a.id,
    kind: a.kind,
    token_id: a.tokenId?.toString() ?? null,
    name: a.name,
    owner: {
      userid: a.ownerId,
      address: shortAddress(row.owner.address ?? ''),
      nickname: row.owner.nickname,
    },
    location: a.location,
    server_id: a.serverId,
    status: a.status,
    grade: a.grade,
    camp: a.camp,
    profession: a.profession,
    stage: a.stage,
    element: a.element,
    power: a.power,
    level: a.level,
    star: a.star,
    number: a.number,
    strength: a.strength,
    attributes: {
      hp: a.hp,
      att: a.att,
      defense: a.defense,
      crit: a.crit,
      crit_res: a.critRes,
      super_crit: a.superCrit,
      vampire: a.vampire,
      speed_pct: a.speedPct,
      super_att: a.superAtt,
      super_defense: a.superDefense,
    },
    skills: skills.map((s) => ({
      slot: s.slot,
      type: s.type,
      skill_id: s.skillId,
      element: s.element,
      level: s.level,
      unlock_level: s.unlockLevel,
      unlocked: s.unlockLevel === null || a.level >= s.unlockLevel,
    })),
    dragon:
      a.kind === DRAGON
        ? {
            refine_level: a.refineLevel ?? 0,
            team_hp: a.teamHp ?? 0,
            team_attack: a.teamAttack ?? 0,
            state: a.dragonState ?? 0,
          }
        : null,
    listing,
    history,
    sync,
  };
}

async function openListing(db: Db, assetId: number): Promise<CardDetail['listing']> {
  const [l] = await db
    .select({ listing: listings, seller: users.address })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.assetId, assetId), eq(listings.status, 1)));
  if (!l) return null;
  return {
    listing_id: l.listing.id,
    price: l.listing.price.toString(),
    coin: l.listing.coin as Coin,
    listed_at: l.listing.listedAt.toISOString(),
    seller: shortAddress(l.seller ?? ''),
  };
}

async function historyOf(db: Db, assetId: number): Promise<CardDetail['history']> {
  const from = alias(users, 'from_user');
  const to = alias(users, 'to_user');
  const rows = await db
    .select({ h: assetHistory, from: from.address, to: to.address })
    .from(assetHistory)
    .leftJoin(from, eq(from.id, assetHistory.fromUserId))
    .innerJoin(to, eq(to.id, assetHistory.toUserId))
    .where(eq(assetHistory.assetId, assetId))
    .orderBy(desc(assetHistory.at), desc(assetHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    at: r.h.at.toISOString(),
    from: r.h.fromUserId === null ? null : shortAddress(r.from ?? ''),
    to: shortAddress(r.to ?? ''),
    price: r.h.price?.toString() ?? null,
    coin: (r.h.coin as Coin | null) ?? null,
  }));
}
