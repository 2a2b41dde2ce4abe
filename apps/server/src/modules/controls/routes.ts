import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  adminIdParams,
  adminWithdrawalSchema,
  adminWithdrawalsSchema,
  CONTROL_ROLES,
  freezeBody,
  userDetailSchema,
  userSearchQuery,
  userSearchSchema,
  userSummarySchema,
} from '@yuanlong/shared/operator-controls';
import {
  failedGameCommandSchema,
  failedGameCommandsSchema,
  GAME_SYNC_ROLES,
  gameCommandResolveBody,
  gameCommandRetryBody,
} from '@yuanlong/shared/operator-game-sync';
import type { OperatorRole } from '@yuanlong/shared/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { operatorOf, requireOperator } from '../operators/require-operator.ts';
import { delistListing, heldWithdrawals, resetSecondFactor, reviewWithdrawal, setFrozen } from './actions.ts';
import { actOnGameCommand, failedGameCommands } from './game-sync.ts';
import { findUsers, userDetail } from './users.ts';

const actor = (request: FastifyRequest) => ({ operatorId: operatorOf(request).id, ip: request.ip });

/** The console's controls over players, withdrawals and listings (roles: CONTROL_ROLES). */
export function controlRoutes(ctx: ServiceContext) {
  const { db, clock } = ctx;
  const as = (role: OperatorRole) => ({ onRequest: requireOperator(db, clock, role) });
  const tags = ['operators'];
  const security = [{ bearer: [] }];
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/users',
      {
        ...as(CONTROL_ROLES.look),
        schema: {
          tags,
          security,
          summary: 'Finds users by id, wallet address, e-mail or invite code',
          querystring: userSearchQuery,
          response: { 200: envelopeOf(userSearchSchema) },
        },
      },
      async (request) => ok(request, { items: await findUsers(db, request.query.q) }),
    );
    r.get(
      '/api/admin/users/:id',
      {
        ...as(CONTROL_ROLES.look),
        schema: {
          tags,
          security,
          summary: 'A user’s roles, balances, ledger, assets, live sessions and withdrawals',
          params: adminIdParams,
          response: { 200: envelopeOf(userDetailSchema) },
        },
      },
      async (request) => ok(request, await userDetail(db, request.params.id)),
    );
    r.post(
      '/api/admin/users/:id/freeze',
      {
        ...as(CONTROL_ROLES.freeze),
        schema: {
          tags,
          security,
          summary: 'Freezes (signed out, sign-in and writes refused) or unfreezes an account',
          params: adminIdParams,
          body: freezeBody,
          response: { 200: envelopeOf(userSummarySchema) },
        },
      },
      async (request) =>
        ok(request, await setFrozen(db, request.params.id, request.body.frozen, actor(request))),
    );
    r.post(
      '/api/admin/users/:id/second-factor/reset',
      {
        ...as(CONTROL_ROLES.resetSecondFactor),
        schema: {
          tags,
          security,
          summary: 'Turns off a player’s lost second factor (the 24-hour security hold starts)',
          params: adminIdParams,
          response: { 200: envelopeOf(userSummarySchema) },
        },
      },
      async (request) => ok(request, await resetSecondFactor(db, request.params.id, actor(request))),
    );
    r.get(
      '/api/admin/withdrawals/held',
      {
        ...as(CONTROL_ROLES.look),
        schema: {
          tags,
          security,
          summary: 'Withdrawals held for review (above their coin’s threshold), oldest first',
          response: { 200: envelopeOf(adminWithdrawalsSchema) },
        },
      },
      async (request) => ok(request, { items: await heldWithdrawals(db) }),
    );
    for (const decision of ['release', 'refuse'] as const) {
      r.post(
        `/api/admin/withdrawals/:id/${decision}`,
        {
          ...as(CONTROL_ROLES.reviewWithdrawal),
          schema: {
            tags,
            security,
            summary:
              decision === 'release'
                ? 'Releases a held withdrawal to the payout queue'
                : 'Refuses a held withdrawal: its frozen amount is available again (ledger: withdraw_refused)',
            params: adminIdParams,
            response: { 200: envelopeOf(adminWithdrawalSchema) },
          },
        },
        async (request) =>
          ok(request, await reviewWithdrawal(db, request.params.id, decision, actor(request))),
      );
    }
    r.get(
      '/api/admin/game-commands/failed',
      {
        ...as(GAME_SYNC_ROLES.look),
        schema: {
          tags,
          security,
          summary: 'The game outbox’s failed commands (each freezes its asset: sync failed), newest first',
          response: { 200: envelopeOf(failedGameCommandsSchema) },
        },
      },
      async (request) => ok(request, { items: await failedGameCommands(db) }),
    );
    for (const action of ['retry', 'resolve'] as const) {
      r.post(
        `/api/admin/game-commands/:id/${action}`,
        {
          ...as(GAME_SYNC_ROLES.act),
          schema: {
            tags,
            security,
            summary:
              action === 'retry'
                ? 'Sends a failed game command again (attempts from zero)'
                : 'Settles a failed game command by hand, with a note; the asset is free again',
            params: adminIdParams,
            body: action === 'retry' ? gameCommandRetryBody : gameCommandResolveBody,
            response: { 200: envelopeOf(failedGameCommandSchema) },
          },
        },
        async (request) =>
          ok(
            request,
            await actOnGameCommand(
              db,
              request.params.id,
              action,
              request.body.note,
              { ...actor(request), name: operatorOf(request).name },
              clock(),
            ),
          ),
      );
    }
    r.post(
      '/api/admin/listings/:id/delist',
      {
        ...as(CONTROL_ROLES.delist),
        schema: {
          tags,
          security,
          summary: 'Takes a listing off the market, as if its seller cancelled it',
          params: adminIdParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int(), asset_id: z.number().int() })) },
        },
      },
      async (request) => ok(request, await delistListing(ctx, request.params.id, actor(request))),
    );
  };
}
