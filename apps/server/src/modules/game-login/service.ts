import { randomInt } from 'node:crypto';
import {
  type DevGameLogin,
  GAME_LOGIN_ALPHABET,
  GAME_LOGIN_CODE_LENGTH,
  GAME_LOGIN_CODE_MINUTES,
  type GameLogin,
} from '@yuanlong/shared/game-login';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { gameLoginCodes, gameServers, players } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadUser } from '../account/users.ts';

type CodeRow = typeof gameLoginCodes.$inferSelect;

function newCode(): string {
  let code = '';
  for (let i = 0; i < GAME_LOGIN_CODE_LENGTH; i += 1)
    code += GAME_LOGIN_ALPHABET[randomInt(GAME_LOGIN_ALPHABET.length)];
  return code;
}

function stateOf(row: CodeRow, now: Date): GameLogin['state'] {
  if (row.userId !== null) return 'confirmed';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/**
 * The game's side: a new login code for one open server, valid GAME_LOGIN_CODE_MINUTES (the
 * game's call POST /api/game/login-codes, or the development route). Codes expired for a
 * day are cleared on the way.
 */
export async function createLoginCode(ctx: ServiceContext, serverId: number): Promise<DevGameLogin> {
  const [server] = await ctx.db.select().from(gameServers).where(eq(gameServers.serverId, serverId));
  if (!server?.isOpen) throw new AppError('notFound', 'serverNotFound');
  const now = ctx.clock();
  await ctx.db
    .delete(gameLoginCodes)
    .where(lt(gameLoginCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  const expiresAt = new Date(now.getTime() + GAME_LOGIN_CODE_MINUTES * 60_000);
  for (;;) {
    const [row] = await ctx.db
      .insert(gameLoginCodes)
      .values({ code: newCode(), serverId, createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning();
    if (row) return devView(ctx.db, row, now);
  }
}

/** The game's side: where a code stands, and once confirmed the user and role it lets in. */
export async function loginCodeState(ctx: ServiceContext, code: string): Promise<DevGameLogin> {
  const [row] = await ctx.db.select().from(gameLoginCodes).where(eq(gameLoginCodes.code, code));
  if (!row) throw new AppError('notFound', 'gameLoginNotFound');
  return devView(ctx.db, row, ctx.clock());
}

async function devView(db: Db, row: CodeRow, now: Date): Promise<DevGameLogin> {
  const [role] = row.playerId
    ? await db.select({ name: players.name }).from(players).where(eq(players.id, row.playerId))
    : [];
  return {
    code: row.code,
    server_id: row.serverId,
    state: stateOf(row, now),
    expires_at: row.expiresAt.toISOString(),
    user_id: row.userId,
    role_name: role?.name ?? null,
  };
}

/**
 * A code as the signed-in user may confirm it. Rules, in order: a bound e-mail ("Please bind
 * e-mail first"), the code exists (404), it is not used (409) and not expired (409), the user has
 * a role on its server ("You have no role, create one?").
 */
async function checkFor(ctx: ServiceContext, userId: number, code: string) {
  const user = await loadUser(ctx.db, userId);
  if (!user.email) throw new AppError('forbidden', 'bindEmailFirst');
  const [row] = await ctx.db
    .select({ code: gameLoginCodes, server: gameServers.name })
    .from(gameLoginCodes)
    .innerJoin(gameServers, eq(gameServers.serverId, gameLoginCodes.serverId))
    .where(eq(gameLoginCodes.code, code));
  if (!row) throw new AppError('notFound', 'gameLoginNotFound');
  const now = ctx.clock();
  const state = stateOf(row.code, now);
  if (state === 'confirmed') throw new AppError('conflict', 'gameLoginUsed');
  if (state === 'expired') throw new AppError('conflict', 'gameLoginExpired');
  const [role] = await ctx.db
    .select()
    .from(players)
    .where(and(eq(players.userId, userId), eq(players.serverId, row.code.serverId)));
  if (!role) throw new AppError('conflict', 'noRole');
  return { row: row.code, server: row.server, role, now };
}

/** What a code would log in (GET /api/user/game-login/{code}): its server, the user's role, the expiry. */
export async function previewGameLogin(
  ctx: ServiceContext,
  userId: number,
  code: string,
): Promise<GameLogin> {
  const { row, server, role, now } = await checkFor(ctx, userId, code);
  return {
    code: row.code,
    server_id: row.serverId,
    server_name: server,
    role_name: role.name,
    state: stateOf(row, now),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Confirms a code for the user's role on its server (POST /api/user/game-login): the same rules,
 * then the code is bound to that user and role in one conditional update, so a code is used once
 * however many confirm it at the same moment (the others get "already used").
 */
export async function confirmGameLogin(
  ctx: ServiceContext,
  userId: number,
  code: string,
): Promise<GameLogin> {
  const { row, server, role, now } = await checkFor(ctx, userId, code);
  const [confirmed] = await ctx.db
    .update(gameLoginCodes)
    .set({ userId, playerId: role.id, confirmedAt: now })
    .where(and(eq(gameLoginCodes.code, row.code), isNull(gameLoginCodes.userId)))
    .returning();
  if (!confirmed) throw new AppError('conflict', 'gameLoginUsed');
  return {
    code: confirmed.code,
    server_id: confirmed.serverId,
    server_name: server,
    role_name: role.name,
    state: 'confirmed',
    expires_at: confirmed.expiresAt.toISOString(),
  };
}
