import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from `dist` on the same origin as the API. Paths that are not
 * files and not under /api get index.html, so every client-side route loads the app. Files are
 * sent as the build compressed them (`.br`, `.gz` next to each, apps/web/vite.config.ts),
 * chosen by the request's Accept-Encoding, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`The web app is not built: ${dist}/index.html is missing (run npm run build).`);
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
