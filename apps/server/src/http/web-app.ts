import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { TOKEN_COOKIE } from '@yuanlong/shared/http';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@yuanlong/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressedOnce, sendInTwoParts } from './compression.ts';
import { cookieValue } from './cookies.ts';
import { firstDataScript } from './first-data.ts';
import { IMMUTABLE, registerMemoryAssets } from './memory-assets.ts';

/** Where index.html's static first paint (#boot-shell) takes a page's own first content. */
export const FIRST_PAINT_MARK = '<!--first-paint-->';

/** What each page loads beyond index.html's preloads, by URL path (apps/web/build/page-preloads.ts). */
interface PagePreloads {
  pages: Record<string, string[]>;
  texts: Record<string, string>;
}

/** A page's first content as HTML ('' for none), from its request. */
export type FirstPaint = (request: FastifyRequest) => Promise<string>;

/** What a page adds to the end of its `<head>` for its request ('' for nothing): its preview tags. */
export type PageHead = (request: FastifyRequest) => Promise<string>;

/**
 * Serves the built web app from `dist` on the same origin as the API. Paths that are not
 * files and not under /api get index.html, so every client-side route loads the app; the paths
 * of `firstPaints` get it with their first content at FIRST_PAINT_MARK (sent as it is when that
 * fails), and the paths of `heads` get their own tags at the end of the head (a shared asset's
 * preview tags, modules/share/head.ts: those pages are made per request, the others' HTML is
 * made once). A signed-in player's page is made per request: its head goes at once, then the answers
 * its first render needs (first-data.ts) before the body's end. Files are sent as the build
 * compressed them (`.br`, `.gz` next to each, apps/web/vite.config.ts), chosen by the request's
 * Accept-Encoding, with `Vary: Accept-Encoding`; the scripts and styles from memory
 * (memory-assets.ts), the rest from disk.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  firstPaints: Record<string, FirstPaint> = {},
  heads: Record<string, PageHead> = {},
): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`The web app is not built: ${dist}/index.html is missing (run npm run build).`);
  }
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloads = readPagePreloads(dist);
  const sendPage = compressedOnce();
  const paths = new Set([...Object.keys(preloads.pages), ...Object.keys(firstPaints), ...Object.keys(heads)]);
  for (const url of paths) {
    const firstPaint = firstPaints[url];
    const pageHead = heads[url];
    const pageHtml = withPreloads(indexHtml, preloads.pages[url] ?? []);
    // The page's HTML in each language: its texts named too.
    const htmlIn = (locale: Locale) => {
      const texts = preloads.texts[locale];
      return withPreloads(pageHtml, texts ? [texts] : []);
    };
    const htmlByLocale = Object.fromEntries(LOCALES.map((l) => [l, htmlIn(l)])) as Record<Locale, string>;
    app.get(url, async (request, reply) => {
      const [content, head] = await Promise.all([
        firstPaint && indexHtml.includes(FIRST_PAINT_MARK)
          ? firstPaint(request).catch((error: unknown) => {
              request.log.warn({ err: error }, 'first paint failed');
              return '';
            })
          : '',
        pageHead
          ? pageHead(request).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page head failed');
              return '';
            })
          : '',
      ]);
      const locale = localeOfCookie(request.headers.cookie);
      const html = head ? withHead(htmlByLocale[locale], head) : htmlByLocale[locale];
      // The preview tags are in the language Accept-Language asks for (without a lang cookie).
      if (head) reply.header('vary', 'Accept-Language');
      const token = cookieValue(request.headers.cookie, TOKEN_COOKIE);
      if (token) {
        // A signed-in player's page: made per request, private (its answers are the player's).
        // Its head goes at once; the answers its first render needs follow as they are ready.
        reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-cache');
        const [head, tail] = splitAtBodyEnd(html.replace(FIRST_PAINT_MARK, content));
        return sendInTwoParts(request, reply, head, async () => {
          const data = await firstDataScript(app, request, token, locale).catch((error: unknown) => {
            request.log.warn({ err: error }, 'first data failed');
            return '';
          });
          return data + tail;
        });
      }
      if (html === indexHtml && !content) return reply.sendFile('index.html');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // With a first paint or head of its own the page is made per request (compressed as API answers are).
      if (content || head) return reply.send(html.replace(FIRST_PAINT_MARK, content));
      return sendPage(request, reply, `${url} ${locale}`, html);
    });
  }
  const inMemory = registerMemoryAssets(app, dist);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // The scripts and styles are served from memory (memory-assets.ts); the rest from disk.
    globIgnore: inMemory,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      // Hashed assets never change; index.html must always be fresh.
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
    },
  });
}

/** The build's page-preloads.json (apps/web/build/page-preloads.ts); none before it was written. */
function readPagePreloads(dist: string): PagePreloads {
  const file = path.join(dist, 'page-preloads.json');
  if (!fs.existsSync(file)) return { pages: {}, texts: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads;
}

/**
 * `html` naming `files` as module preloads at the end of its head. They come after the entry's
 * (fetchpriority low): the entry's modules first, then the page's and the texts, which the entry
 * asks for once it runs. Before, those were requested only then, one round trip later.
 */
function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
  );
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** `html` with `tags` at the end of its head. */
function withHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** `html` cut before its closing body tag (where the page's first answers go). */
function splitAtBodyEnd(html: string): [string, string] {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? [html, ''] : [html.slice(0, end), html.slice(end)];
}

/** The interface language of the `lang` cookie (the app's texts), or the default. */
function localeOfCookie(cookie: string | undefined): Locale {
  const value = cookieValue(cookie, LOCALE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * True when a not-found request should get the web app instead of the API's 404. A build file that
 * is not there (a tab open since the previous release asking for a chunk since renamed) gets the
 * 404: as index.html it was 80 KB of HTML the browser refused to run as a module anyway.
 */
export function wantsWebApp(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    url !== '/api' &&
    !url.startsWith('/assets/')
  );
}
