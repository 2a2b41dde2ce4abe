import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  markReadBody,
  notificationPageSchema,
  notificationSettingsAnswer,
  notificationSettingsSchema,
  notificationsQuery,
  unreadSchema,
} from '@yuanlong/shared/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getSettings, listNotifications, markRead, rememberLocale, saveSettings } from './service.ts';

const common = { tags: ['notifications'], security: [{ bearer: [] }] };

/** The signed-in user's notifications (the header's bell) and their switches (/setting). */
export function notificationRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireUser(ctx.db);
    r.get(
      '/api/notifications',
      {
        preHandler,
        schema: {
          ...common,
          summary: 'My notifications, newest first (keyset pages), with the unread count',
          querystring: notificationsQuery,
          response: { 200: envelopeOf(notificationPageSchema) },
        },
      },
      async (request) => {
        const userId = request.user!.userId;
        await rememberLocale(ctx.db, userId, request.locale);
        return ok(request, await listNotifications(ctx.db, userId, request.query));
      },
    );
    r.post(
      '/api/notifications/read',
      {
        preHandler,
        schema: {
          ...common,
          summary: 'Mark notifications read: the ids given, or all',
          body: markReadBody,
          response: { 200: envelopeOf(unreadSchema) },
        },
      },
      async (request) =>
        ok(request, { unread: await markRead(ctx.db, request.user!.userId, request.body, ctx.clock) }),
    );
    r.get(
      '/api/notifications/settings',
      {
        preHandler,
        schema: {
          ...common,
          summary: 'Which notification kinds are on, in-app and by e-mail',
          response: { 200: envelopeOf(notificationSettingsAnswer) },
        },
      },
      async (request) => ok(request, await getSettings(ctx.db, request.user!.userId)),
    );
    r.post(
      '/api/notifications/settings',
      {
        preHandler,
        schema: {
          ...common,
          summary: 'Switch notification kinds on or off, in-app and by e-mail',
          body: notificationSettingsSchema,
          response: { 200: envelopeOf(notificationSettingsAnswer) },
        },
      },
      async (request) => {
        const userId = request.user!.userId;
        await saveSettings(ctx.db, userId, request.body, request.locale);
        return ok(request, await getSettings(ctx.db, userId));
      },
    );
  };
}
