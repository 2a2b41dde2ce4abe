import { envelopeOf } from '@yuanlong/shared/envelope';
import { serversSchema, websiteSettingsSchema } from '@yuanlong/shared/website';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { listOpenServers, listWebsiteSettings } from './service.ts';

export function websiteRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/website/setting',
      { schema: { tags: ['website'], response: { 200: envelopeOf(websiteSettingsSchema) } } },
      async (request) => ok(request, await listWebsiteSettings(db)),
    );
    r.get(
      '/api/website/servers',
      { schema: { tags: ['website'], response: { 200: envelopeOf(serversSchema) } } },
      async (request) => ok(request, await listOpenServers(db)),
    );
  };
}
