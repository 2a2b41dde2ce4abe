import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { players, users } from '../../src/db/schema.ts';
import { reportBossLevel } from '../../src/modules/legion/levels.ts';

let counter = 0;

export interface LegionUserOptions {
  /** The inviter's invite code (bound as at sign-in). */
  inviterCode?: string;
  activated?: boolean;
  /** Boss level the game reported. */
  boss?: number;
}

/** Inserts a user (activated unless told otherwise, with an e-mail and a role on server 1) and returns its id and invite code. */
export async function legionUser(db: Db, options: LegionUserOptions = {}) {
  counter += 1;
  const inviteCode = `L${Date.now().toString(36)}${counter}`.toUpperCase();
  const [user] = await db
    .insert(users)
    .values({
      address: `0x${(0xa1000000 + counter).toString(16).padStart(40, '0')}`,
      inviteCode,
      inviterCode: options.inviterCode ?? '',
      activatedAt: options.activated === false ? null : new Date(),
      email: `legion-${inviteCode.toLowerCase()}@test.example`,
      currentServerId: 1,
    })
    .returning({ id: users.id });
  await db.insert(players).values({ userId: user!.id, serverId: 1, name: `L${user!.id}` });
  if (options.boss !== undefined) await reportBossLevel(db, user!.id, options.boss);
  return { id: user!.id, code: inviteCode };
}

/** `count` activated direct invitees of `inviterCode`, each with the boss level given. */
export async function invitees(db: Db, inviterCode: string, count: number, boss = 0) {
  const list = [];
  for (let i = 0; i < count; i += 1) list.push(await legionUser(db, { inviterCode, boss }));
  return list;
}

/** A Cavalier under `inviterCode` (boss 30, six Warrior invitees). */
export async function cavalier(db: Db, inviterCode?: string) {
  const user = await legionUser(db, { inviterCode, boss: 30 });
  await invitees(db, user.code, 6, 30);
  return user;
}

/** The user's point entries, oldest first, as plain values. */
export async function pointsOfUser(db: Db, userId: number) {
  const result = (await db.execute(
    sql`select type, points::text as points, rate_bps, level, reference from legion_points
        where user_id = ${userId} order by id`,
  )) as unknown as {
    rows: { type: number; points: string; rate_bps: number; level: number; reference: string }[];
  };
  return result.rows.map((r) => ({ ...r, type: Number(r.type), level: Number(r.level) }));
}
