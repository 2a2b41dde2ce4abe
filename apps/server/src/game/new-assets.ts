import { ASSET_KINDS, DRAGON_SKILL_LEVELS } from '@yuanlong/shared/catalogue';
import { dragonStats } from '@yuanlong/shared/dragon-care';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DRAGON_NAMES, HERO_NAMES } from '../db/demo/random.ts';
import { queryRows } from '../db/rows.ts';
import { assetHistory, assetSkills, assets } from '../db/schema.ts';
import { enqueueAssetChange } from './asset-commands.ts';

async function nextNumber(tx: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('game_asset_numbers')::text as n`);
  return Number(row!.n);
}

export interface NewHero {
  grade: number;
  camp: number;
  profession: number;
  element: number;
  star: number;
  nameIndex: number;
}

/** Creates a hero card in the owner's game (level 1, stats from its grade) with its three skills. */
export async function createHero(tx: Db, ownerId: number, serverId: number, hero: NewHero) {
  const g = hero.grade;
  const name = HERO_NAMES[hero.nameIndex % HERO_NAMES.length]!;
  const [row] = await tx
    .insert(assets)
    .values({
      kind: ASSET_KINDS.hero.code,
      name,
      ownerId,
      location: 2,
      serverId,
      grade: g,
      camp: hero.camp,
      profession: hero.profession,
      stage: 1 + Math.floor((g - 1) / 5),
      element: hero.element,
      power: g * 1000 + hero.star * 500 + 37,
      level: 1,
      star: hero.star,
      number: await nextNumber(tx),
      strength: 0,
      hp: 800 + g * 420 + 35,
      att: 120 + g * 65 + 6,
      defense: 90 + g * 48 + 5,
      crit: 500 + g * 40,
      critRes: 300,
      superCrit: g * 15,
      vampire: 0,
      speedPct: g * 10,
      superAtt: g * 30,
      superDefense: g * 25,
    })
    .returning();
  await enqueueAssetChange(tx, row!, { type: 'asset.add' });
  const other = (n: number) => 1 + ((hero.element + n - 1) % 5);
  await tx.insert(assetSkills).values([
    { assetId: row!.id, slot: 1, type: 1, skillId: hero.element * 10 + 1, element: hero.element },
    { assetId: row!.id, slot: 2, type: 2, skillId: other(1) * 10 + 3, element: other(1) },
    { assetId: row!.id, slot: 3, type: 2, skillId: other(2) * 10 + 4, element: other(2) },
  ]);
  await tx.insert(assetHistory).values({ assetId: row!.id, toUserId: ownerId });
  return row!;
}

/** Creates a level-1, not yet activated dragon of an element with skills unlocking at 4, 8 and 12. */
export async function createDragon(tx: Db, ownerId: number, serverId: number, element: number) {
  const stats = dragonStats(1, 0);
  const [row] = await tx
    .insert(assets)
    .values({
      kind: ASSET_KINDS.dragon.code,
      name: DRAGON_NAMES[(element - 1) % DRAGON_NAMES.length]!,
      ownerId,
      location: 2,
      serverId,
      power: stats.power,
      level: 1,
      number: await nextNumber(tx),
      refineLevel: 0,
      teamHp: stats.teamHp,
      teamAttack: stats.teamAttack,
      hp: stats.hp,
      att: stats.att,
      defense: stats.defense,
      dragonState: 0,
    })
    .returning();
  await enqueueAssetChange(tx, row!, { type: 'asset.add' });
  await tx.insert(assetSkills).values(
    DRAGON_SKILL_LEVELS.map((unlockLevel, i) => ({
      assetId: row!.id,
      slot: i + 1,
      type: 1,
      skillId: (1 + ((element + i - 1) % 5)) * 10 + (i === 0 ? 1 : 2),
      element: 1 + ((element + i - 1) % 5),
      unlockLevel,
    })),
  );
  await tx.insert(assetHistory).values({ assetId: row!.id, toUserId: ownerId });
  return row!;
}
