import { assetIdParams } from '@yuanlong/shared/card';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SharePictures } from './service.ts';

/**
 * How long a preview (or a browser) may keep a picture without asking: prices change, and the
 * page's og:image names the version (`?v=`) anyway, so a new price is a new URL.
 */
const PICTURE_CACHE_CONTROL = 'public, max-age=300';

/** The share picture of an asset: GET /api/share/asset/{id}.png (public; 404 for no such asset). */
export function shareRoutes(pictures: SharePictures) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/share/asset/:id(^\\d+).png',
      {
        schema: {
          tags: ['assets'],
          summary:
            "An asset's share picture: a 1200 × 630 PNG of its card's drawing with its name, grade, level and price (the og:image of its page)",
          params: assetIdParams,
        },
      },
      async (request, reply) => {
        const facts = await pictures.facts(request.params.id);
        const etag = `"${facts.version}"`;
        reply.header('cache-control', PICTURE_CACHE_CONTROL).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const picture = await pictures.picture(facts);
        reply.header('x-cache', picture.cached ? 'hit' : 'miss');
        return reply.type('image/png').send(picture.png);
      },
    );
  };
}
