import { devMailListSchema, devMailQuery } from '@yuanlong/shared/dev-mail';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { devMailPage } from './page.ts';
import { listDevMails } from './service.ts';

/** The development mailbox's pages; registered only when the product runs that mailbox (no SMTP_URL). */
export function devMailRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/dev/mail',
      {
        schema: {
          tags: ['development'],
          summary: 'Mails in the development mailbox, newest first (only without SMTP_URL)',
          querystring: devMailQuery,
          response: { 200: envelopeOf(devMailListSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(request, await listDevMails(db, request.query));
      },
    );
    r.get('/dev/mail', { schema: { hide: true, querystring: devMailQuery } }, async (request, reply) => {
      const mails = await listDevMails(db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(devMailPage(mails, request.query.to));
    });
  };
}
