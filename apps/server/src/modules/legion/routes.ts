import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  claimResultSchema,
  historyQuery,
  historySchema,
  pointsAccountSchema,
  rankingSchema,
  rankQuery,
  teamSchema,
} from '@yuanlong/shared/legion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { claimPoints, pointsAccount } from './claim.ts';
import { pointsHistory } from './history.ts';
import { monthRange } from './month.ts';
import { monthlyRanking } from './rank.ts';
import { teamOf } from './team.ts';

/** The legion: level, points account, the 7-day claim, the monthly ranking and the history. */
export function legionRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db) };
    const schema = { tags: ['legion'], security: [{ bearer: [] }] };
    r.get(
      '/api/user/team',
      {
        ...auth,
        schema: {
          ...schema,
          summary: 'The user’s legion level (1 Soldier … 4 Nobleman) and what decides it',
          description:
            'Asks the game for the boss level of the user and its direct invitees first. Warrior = a role passed boss level 30; Cavalier = Warrior with ≥ 6 activated direct invitees who are Warriors; Nobleman = Cavalier with ≥ 6 activated direct invitees who are Cavaliers. Also the premium summon tickets held and the point rates of the level (basis points).',
          response: { 200: envelopeOf(teamSchema) },
        },
      },
      async (request) => ok(request, await teamOf(ctx, request.user!.userId)),
    );
    r.get(
      '/api/user/brp/active',
      {
        ...auth,
        schema: {
          ...schema,
          summary:
            'The legion points account: earned, claimed, claimable, this month, and when the next claim is allowed',
          description: '1 point = 1 MDS base unit. Claims are allowed once every 7 days (`next_claim_at`).',
          response: { 200: envelopeOf(pointsAccountSchema) },
        },
      },
      async (request) => ok(request, await pointsAccount(ctx, request.user!.userId)),
    );
    r.post(
      '/api/receive/mds',
      {
        ...auth,
        schema: {
          ...schema,
          summary:
            'Claims all unclaimed legion points as MDS in the game balance (ledger reason legion_claim)',
          description:
            'At most once every 7 days per user (429 with the next time otherwise); 400 when there is nothing to claim. Parallel claims pay once.',
          response: { 200: envelopeOf(claimResultSchema) },
        },
      },
      async (request) => ok(request, await claimPoints(ctx, request.user!.userId, requiredServerId(request))),
    );
    r.get(
      '/api/integral/rank',
      {
        ...auth,
        schema: {
          ...schema,
          summary: 'The monthly points ranking: top 100 and the user’s own place',
          description:
            '`month` = YYYY-MM (UTC calendar month, default the current one). Points of both types earned from the 1st 00:00 UTC to the month’s end; ties: who reached the total first.',
          querystring: rankQuery,
          response: { 200: envelopeOf(rankingSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await monthlyRanking(
            ctx.db,
            request.user!.userId,
            request.query.month ?? monthRange(ctx.clock()).month,
          ),
        ),
    );
    r.get(
      '/api/integral/active',
      {
        ...auth,
        schema: {
          ...schema,
          summary:
            'The legion history: every point entry (type 1 referral, 2 spending) and claim, newest first, paged',
          querystring: historyQuery,
          response: { 200: envelopeOf(historySchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await pointsHistory(ctx.db, request.user!.userId, request.query.page, request.query.limit),
        ),
    );
  };
}
