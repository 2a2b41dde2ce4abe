import { LEGION_LEVELS, LEGION_RULES, type LegionLevel } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** Where a user stands in the legion, and the counts that decide it. */
export interface LegionStanding {
  level: LegionLevel;
  /** Highest lord (boss) challenge level passed, as the game reported (0 if never). */
  bossLevel: number;
  /** Activated direct invitees who are Warriors or higher. */
  warriorInvitees: number;
  /** Activated direct invitees who are Cavaliers or higher. */
  cavalierInvitees: number;
}

/**
 * A user's legion level, computed now from the game's boss levels and the invite tree, so it
 * follows every change below it (promotion and demotion alike):
 * Warrior = boss level ≥ 30; Cavalier = Warrior with ≥ 6 activated direct invitees who are
 * Warriors; Nobleman = Cavalier with ≥ 6 activated direct invitees who are Cavaliers.
 */
export async function standingOf(db: Db, userId: number): Promise<LegionStanding> {
  const r = LEGION_RULES;
  // `inviter_code <> ''` lets PostgreSQL find invitees by the partial index users_inviter_code_idx;
  // without it every call (each MDS purchase: buyer and inviter) read the whole users table.
  const [row] = await queryRows<{ boss: number; warriors: string | number; cavaliers: string | number }>(
    db,
    sql`
      with me as (select id, invite_code from users where id = ${userId}),
      kids as (
        select v.id, v.invite_code, coalesce(b.boss_level, 0) as boss
        from users v join me on v.inviter_code = me.invite_code and v.inviter_code <> ''
        left join boss_levels b on b.user_id = v.id
        where v.activated_at is not null and v.id <> me.id
      ),
      kid_warriors as (
        select k.id, (
          select count(*) from users g join boss_levels gb on gb.user_id = g.id
          where g.inviter_code = k.invite_code and g.inviter_code <> '' and g.activated_at is not null
            and g.id <> k.id
            and gb.boss_level >= ${r.warriorBossLevel}
        ) as warriors
        from kids k where k.boss >= ${r.warriorBossLevel}
      )
      select coalesce((select boss_level from boss_levels where user_id = ${userId}), 0) as boss,
        (select count(*) from kid_warriors) as warriors,
        (select count(*) from kid_warriors where warriors >= ${r.cavalierWarriorInvitees}) as cavaliers`,
  );
  const bossLevel = Number(row?.boss ?? 0);
  const warriorInvitees = Number(row?.warriors ?? 0);
  const cavalierInvitees = Number(row?.cavaliers ?? 0);
  return {
    level: levelFrom(bossLevel, warriorInvitees, cavalierInvitees),
    bossLevel,
    warriorInvitees,
    cavalierInvitees,
  };
}

/** The level the counts give (each level needs the one below it). */
export function levelFrom(bossLevel: number, warriorInvitees: number, cavalierInvitees: number): LegionLevel {
  const r = LEGION_RULES;
  if (bossLevel < r.warriorBossLevel) return LEGION_LEVELS.soldier;
  if (warriorInvitees < r.cavalierWarriorInvitees) return LEGION_LEVELS.warrior;
  if (cavalierInvitees < r.noblemanCavalierInvitees) return LEGION_LEVELS.cavalier;
  return LEGION_LEVELS.nobleman;
}

/**
 * Records the boss level the game reports for a user (the highest over the user's roles):
 * the one input of the Warrior rule. Kept as reported, also when lower (a reset role demotes).
 */
export async function reportBossLevel(db: Db, userId: number, bossLevel: number): Promise<void> {
  if (!Number.isSafeInteger(bossLevel) || bossLevel < 0) throw new Error('reportBossLevel: bad level');
  await db.execute(sql`
    insert into boss_levels (user_id, boss_level) values (${userId}, ${bossLevel})
    on conflict (user_id) do update set boss_level = excluded.boss_level, updated_at = now()`);
}
