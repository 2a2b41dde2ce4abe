import {
  devGameEggBody,
  devGameRoleBody,
  devGameRolesSchema,
  devGameUser,
  gameRoleStateSchema,
} from '@yuanlong/shared/dev-game';
import { eggSchema } from '@yuanlong/shared/eggs';

import { envelopeOf } from '@yuanlong/shared/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { GameSimulator } from '../../game/simulator.ts';
import { ok } from '../../http/envelope.ts';
import { grantEgg } from '../eggs/service.ts';

const schema = { tags: ['development'] };

/**
 * The game simulator's controls, registered only while the simulator is the game (no
 * GAME_API_URL): like the development mailbox, they let tests and a developer on one machine
 * play the game's part — put a role in the game or take it out, set its boss level.
 */
export function devGameRoutes(ctx: ServiceContext, game: GameSimulator) {
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
          summary: 'The simulated game state of a user’s roles (only without GAME_API_URL)',
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
    r.post(
      '/api/dev/game/role',
      {
        schema: {
          ...schema,
          summary:
            'Simulator: puts a role in the game or takes it out (online) and sets its lord challenge level (boss_level); server_id defaults to the user’s current server (only without GAME_API_URL)',
          body: devGameRoleBody,
          response: { 200: envelopeOf(gameRoleStateSchema) },
        },
      },
      async (request) => {
        const user = await userIdOf(request.body);
        const role = await game.setRole(user.id, request.body.server_id ?? user.currentServerId, {
          online: request.body.online,
          bossLevel: request.body.boss_level,
        });
        return ok(request, { server_id: role.serverId, online: role.online, boss_level: role.bossLevel });
      },
    );
    r.post(
      '/api/dev/game/egg',
      {
        schema: {
          ...schema,
          summary:
            'Simulator: the game gives the user’s role on server_id (default: the current server) a MEgg of an element (default: random) that hatches after hatch_seconds (default 24 h) (only without GAME_API_URL)',
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
