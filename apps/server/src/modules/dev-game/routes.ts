import {
  devGameDownBody,
  devGameDownSchema,
  devGameEggBody,
  devGameInventoryQuery,
  devGameRoleBody,
  devGameRolesSchema,
  devGameUser,
  gameRoleStateSchema,
} from '@yuanlong/shared/dev-game';
import { eggSchema } from '@yuanlong/shared/eggs';

import { envelopeOf } from '@yuanlong/shared/envelope';
import { gameInventory } from '@yuanlong/shared/game-protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { GameDevClient } from '../../game/dev-client.ts';
import { ok } from '../../http/envelope.ts';
import { grantEgg } from '../eggs/service.ts';

const schema = { tags: ['development'] };

/**
 * Development routes that play the game's part (GAME_DEV_CONTROLS): like the development mailbox,
 * they let tests and a developer on one machine put a role in the game or take it out and set
 * its boss level — through the reference game's controls (`devGame`, when the market is linked
 * to it), whose signed notifications change the market's role state — and give a MEgg.
 */
export function devGameRoutes(ctx: ServiceContext, devGame: GameDevClient | undefined) {
  const game = ctx.game;
  const { db } = ctx;
  const userIdOf = async (who: { address?: string; user_id?: number }) => {
    const [user] = await db
      .select({ id: users.id, currentServerId: users.currentServerId })
      .from(users)
      .where(who.address ? eq(users.address, who.address) : eq(users.id, who.user_id!))
      .limit(1);
    if (!user) throw new AppError('notFound');
    return user;
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/dev/game/roles',
      {
        schema: {
          ...schema,
          summary: 'The game’s state of a user’s roles, as the market last heard it (development)',
          querystring: devGameUser,
          response: { 200: envelopeOf(devGameRolesSchema) },
        },
      },
      async (request) => {
        const user = await userIdOf(request.query);
        const roles = await game.roleStates(user.id);
        return ok(request, {
          user_id: user.id,
          roles: roles.map((role) => ({
            server_id: role.serverId,
            online: role.online,
            boss_level: role.bossLevel,
          })),
        });
      },
    );
    r.get(
      '/api/dev/game/inventory',
      {
        schema: {
          ...schema,
          summary:
            'What the reference game holds for the user’s role on server_id (default: the current server): its assets, their owner role and locks, as the game itself reports them (development)',
          querystring: devGameInventoryQuery,
          response: { 200: envelopeOf(gameInventory) },
        },
      },
      async (request) => {
        const user = await userIdOf(request.query);
        if (!devGame) throw new AppError('unavailable', 'gameUnavailable');
        return ok(request, await devGame.inventory(user.id, request.query.server_id ?? user.currentServerId));
      },
    );
    r.post(
      '/api/dev/game/down',
      {
        schema: {
          ...schema,
          summary:
            'The reference game goes out of service for `seconds` (its protocol calls answer 503, as a game that is down; 0: back at once): commands wait in the outbox meanwhile (development)',
          body: devGameDownBody,
          response: { 200: envelopeOf(devGameDownSchema) },
        },
      },
      async (request) => {
        if (!devGame) throw new AppError('unavailable', 'gameUnavailable');
        return ok(request, await devGame.down(request.body.seconds));
      },
    );
    r.post(
      '/api/dev/game/role',
      {
        schema: {
          ...schema,
          summary:
            'The reference game puts a role in the game or takes it out (online) and sets its lord challenge level (boss_level), and notifies the market; server_id defaults to the user’s current server (development)',
          body: devGameRoleBody,
          response: { 200: envelopeOf(gameRoleStateSchema) },
        },
      },
      async (request) => {
        const user = await userIdOf(request.body);
        const serverId = request.body.server_id ?? user.currentServerId;
        if (!(await game.roleStates(user.id)).some((role) => role.serverId === serverId)) {
          throw new AppError('notFound', 'noRole');
        }
        if (!devGame) throw new AppError('unavailable', 'gameUnavailable');
        const role = await devGame.setRole(user.id, serverId, {
          online: request.body.online,
          boss_level: request.body.boss_level,
        });
        return ok(request, { server_id: serverId, online: role.online, boss_level: role.boss_level });
      },
    );
    r.post(
      '/api/dev/game/egg',
      {
        schema: {
          ...schema,
          summary:
            'The game gives the user’s role on server_id (default: the current server) a MEgg of an element (default: random) that hatches after hatch_seconds (default 24 h) (development)',
          body: devGameEggBody,
          response: { 200: envelopeOf(eggSchema) },
        },
      },
      async (request) => {
        const user = await userIdOf(request.body);
        const element = request.body.element ?? 1 + Math.floor(Math.random() * 5);
        const serverId = request.body.server_id ?? user.currentServerId;
        return ok(
          request,
          await grantEgg(db, user.id, serverId, element, ctx.clock(), request.body.hatch_seconds),
        );
      },
    );
  };
}
