import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where index.html's static first paint (#boot-shell) takes a page's own first content. */
export const FIRST_PAINT_MARK = '<!--first-paint-->';

/** A page's first content as HTML ('' for none), from its request. */
export type FirstPaint = (request: FastifyRequest) => Promise<string>;

/**
 * Serves the built web app from `dist` on the same origin as the API. Paths that are not
 * files and not under /api get index.html, so every client-side route loads the app; the paths
 * of `firstPaints` get it with their first content at FIRST_PAINT_MARK (sent as it is when that
 * fails). Files are
 * sent as the build compressed them (`.br`, `.gz` next to each, apps/web/vite.config.ts),
 * chosen by the request's Accept-Encoding, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  firstPaints: Record<string, FirstPaint> = {},
): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`The web app is not built: ${dist}/index.html is missing (run npm run build).`);
  }
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [url, firstPaint] of Object.entries(firstPaints)) {
    app.get(url, async (request, reply) => {
      const content = indexHtml.includes(FIRST_PAINT_MARK)
        ? await firstPaint(request).catch((error: unknown) => {
            request.log.warn({ err: error }, 'first paint failed');
            return '';
          })
        : '';
      if (!content) return reply.sendFile('index.html');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml.replace(FIRST_PAINT_MARK, content));
    });
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      // Hashed assets never change; index.html must always be fresh.
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** True when a not-found request should get the web app instead of the API's 404. */
export function wantsWebApp(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
