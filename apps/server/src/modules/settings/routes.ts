import { envelopeOf } from '@yuanlong/shared/envelope';
import { announcementIn, changeSettingsBody, marketSettingsSchema } from '@yuanlong/shared/market-settings';
import { translate } from '@yuanlong/shared/messages';
import { marketNoticeSchema } from '@yuanlong/shared/website';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../http/envelope.ts';
import { isWrite } from '../../lib/write-limits.ts';
import { operatorOf, requireOperator } from '../operators/require-operator.ts';
import { changeSettings, settingsView } from './service.ts';
import type { SettingsStore } from './store.ts';

/** The console's settings (GET: any operator; POST: each group by its role) and the players' banner. */
export function settingsRoutes(ctx: ServiceContext) {
  const { db, clock, settings } = ctx;
  const tags = ['operators'];
  const security = [{ bearer: [] }];
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/settings',
      {
        onRequest: requireOperator(db, clock, 'viewer'),
        schema: {
          tags,
          security,
          summary: 'The market settings and their version',
          response: { 200: envelopeOf(marketSettingsSchema) },
        },
      },
      async (request) => ok(request, settingsView(settings)),
    );
    r.post(
      '/api/admin/settings',
      {
        onRequest: requireOperator(db, clock, 'support'),
        schema: {
          tags,
          security,
          summary:
            'Changes settings (website and announcement: support; fee, minimums, hold thresholds: finance; maintenance: admin); audited before → after',
          body: changeSettingsBody,
          response: { 200: envelopeOf(marketSettingsSchema) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        return ok(
          request,
          await changeSettings(db, settings, request.body, {
            operatorId: operator.id,
            role: operator.role,
            ip: request.ip,
          }),
        );
      },
    );
    r.get(
      '/api/website/notice',
      {
        schema: {
          tags: ['website'],
          summary: 'Maintenance mode and the announcement, in the request’s language, for the banner',
          response: { 200: envelopeOf(marketNoticeSchema) },
        },
      },
      async (request) => {
        const value = settings.current();
        return ok(request, {
          maintenance: value.maintenance,
          maintenance_message: value.maintenance ? translate('maintenance', request.locale) : null,
          announcement: announcementIn(value.announcement, request.locale),
        });
      },
    );
  };
}

/** Writes that go on in maintenance: operators, the game's own calls, sign-in and sign-out, development. */
const OPEN_IN_MAINTENANCE = [
  '/api/admin/',
  '/api/game/',
  '/api/dev/',
  '/api/auth/',
  '/api/captcha/',
  '/api/user/logout',
  '/api/user/refresh',
];

/**
 * Maintenance mode: the market is read-only. Every other write under /api is refused with 503 and
 * the maintenance message in the player's language, before it is read or validated.
 */
export function registerMaintenance(app: FastifyInstance, settings: SettingsStore): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!settings.current().maintenance || !isWrite(request.method) || !request.url.startsWith('/api/')) {
      return done();
    }
    if (OPEN_IN_MAINTENANCE.some((prefix) => request.url.startsWith(prefix))) return done();
    done(new AppError('unavailable', 'maintenance'));
  });
}
