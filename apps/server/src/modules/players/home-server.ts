import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * The SQL of a user's home server (`userId`: an SQL expression of the user's id): the current
 * server if they have a role there, else the lowest server among their roles, else the lowest
 * open server (else the lowest server). Where existing game assets and balances went when they
 * became a role's, and where a deposit naming an unknown server is credited
 * (docs/rules/servers-and-roles.md).
 */
export const homeServerText = (userId: string) => `coalesce(
  (select p.server_id from players p join users hu on hu.id = p.user_id
   where p.user_id = ${userId} and p.server_id = hu.current_server_id),
  (select min(p.server_id) from players p where p.user_id = ${userId}),
  (select min(s.server_id) from game_servers s where s.is_open),
  (select min(s.server_id) from game_servers s))`;

/** homeServerText of a user id given as a number. */
const homeServerSql = (userId: number) => sql.raw(homeServerText(`${Math.trunc(userId)}::bigint`));

/** The user's home server (see homeServerSql); null when no game server exists. */
export async function homeServerOrNull(db: Db, userId: number): Promise<number | null> {
  const [row] = await queryRows<{ server_id: number | null }>(
    db,
    sql`select ${homeServerSql(userId)} as server_id`,
  );
  return row?.server_id == null ? null : Number(row.server_id);
}

/** The user's home server (see homeServerSql). */
export async function homeServerOf(db: Db, userId: number): Promise<number> {
  const server = await homeServerOrNull(db, userId);
  if (server === null) throw new Error('No game server exists (seedDefaults creates them).');
  return server;
}

/**
 * The server a deposit naming `serverId` credits for `userId`: that server when it exists (with
 * or without a role there yet: the coins or asset wait for the role), else the user's home
 * server, so a deposit is never lost to a wrong server id.
 */
export async function depositServerOf(db: Db, userId: number, serverId: number): Promise<number> {
  const [row] = await queryRows<{ server_id: number | null }>(
    db,
    sql`select coalesce(
          (select server_id from game_servers where server_id = ${serverId}),
          ${homeServerSql(userId)}) as server_id`,
  );
  if (row?.server_id == null) throw new Error('No game server exists (seedDefaults creates them).');
  return Number(row.server_id);
}
