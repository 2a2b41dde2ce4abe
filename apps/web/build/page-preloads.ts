import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The file the build writes next to index.html; the server reads it (server http/web-app.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * What a page's first load fetches beyond the entry's files (which index.html preloads already):
 * each page's chunk with its static imports, by the page's URL path (react-router's pattern, e.g.
 * `gun/:type/:indexId`), and each language's texts, by locale code. Paths are the files' URL paths.
 */
export interface PagePreloads {
  pages: Record<string, string[]>;
  texts: Record<string, string>;
}

/** A lazily loaded page of src/app/routes.tsx: its URL path and the module of its chunk. */
export interface LazyPageRoute {
  path: string;
  module: string;
}

// `page('marketplace', lazyPage(() => import('../features/market/routes/marketplace-page.tsx'), …`
const PAGE_ROUTE = /page\(\s*'([^']+)',\s*lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
// `tw: () => import('../locales/zh-TW.json'),` in src/lib/i18n.ts
const TEXTS_LOADER = /(\w+):\s*\(\)\s*=>\s*import\('([^']+\.json)'\)/g;

/**
 * The lazy pages of routes.tsx's source. Throws when a `lazyPage(` is not in the form this reads,
 * so a route written another way fails the build instead of losing its preloads unnoticed.
 */
export function lazyPageRoutes(source: string): LazyPageRoute[] {
  const routes = [...source.matchAll(PAGE_ROUTE)].map(([, path, module]) => ({
    path: `/${path}`,
    module: module as string,
  }));
  const written = source.match(/lazyPage\(\s*\(\)/g)?.length ?? 0;
  if (routes.length !== written) {
    throw new Error(
      `routes.tsx has ${written} lazyPage(() => import(…)) but ${routes.length} read as page('path', lazyPage(() => import('…'))): keep that form (build/page-preloads.ts)`,
    );
  }
  return routes;
}

/** The texts' modules of i18n.ts's source, by locale code. */
export function textsModules(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(TEXTS_LOADER)].map(([, locale, module]) => [locale, module]));
}

/** A chunk of the bundle as far as this needs it (Rollup's OutputChunk has these). */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The chunk of `fileName` and the chunks it imports statically, transitively (file names). */
export function withStaticImports(bundle: Record<string, ChunkInfo | { type: 'asset' }>, fileName: string) {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (files.has(name) || chunk?.type !== 'chunk') return;
    files.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return files;
}

/**
 * Each page's and each language's files beyond the entry's, from the bundle. `routes` and `texts`
 * name modules by absolute path; a module that is no chunk's facade is an error (renamed?).
 */
export function pagePreloads(
  bundle: Record<string, ChunkInfo | { type: 'asset' }>,
  routes: LazyPageRoute[],
  texts: Record<string, string>,
  base = '/',
): PagePreloads {
  const chunks = Object.values(bundle).filter((c): c is ChunkInfo => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const entryFiles = withStaticImports(bundle, entry.fileName);
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === module);
    if (!chunk) throw new Error(`no chunk is built for ${module} (build/page-preloads.ts)`);
    return chunk.fileName;
  };
  const url = (file: string) => `${base}${file}`;
  const pages: Record<string, string[]> = {};
  for (const route of routes) {
    const files = [...withStaticImports(bundle, chunkOf(route.module))].filter((f) => !entryFiles.has(f));
    pages[route.path] = files.map(url);
  }
  const textFiles = Object.fromEntries(
    Object.entries(texts).map(([locale, module]) => [locale, url(chunkOf(module))]),
  );
  return { pages, texts: textFiles };
}

/**
 * Writes page-preloads.json: what each page's first load needs beyond index.html's preloads. The
 * server names them in the page's HTML (`<link rel="modulepreload">`), so they download with the
 * entry rather than after it has run and the router has asked for the page (one round trip
 * less), and Vite's preload helper, finding them there, adds no links of its own on the way.
 */
export function pagePreloadsPlugin(): Plugin {
  let srcDir = '';
  let base = '/';
  return {
    name: 'yuanlong-page-preloads',
    apply: 'build',
    configResolved(config) {
      srcDir = join(config.root, 'src');
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const fromSrc = (file: string, module: string) => resolve(join(srcDir, file, '..'), module);
      const routes = lazyPageRoutes(readFileSync(join(srcDir, 'app/routes.tsx'), 'utf8')).map((r) => ({
        ...r,
        module: fromSrc('app/routes.tsx', r.module),
      }));
      const texts = Object.fromEntries(
        Object.entries(textsModules(readFileSync(join(srcDir, 'lib/i18n.ts'), 'utf8'))).map(
          ([locale, module]) => [locale, fromSrc('lib/i18n.ts', module)],
        ),
      );
      const preloads = pagePreloads(
        bundle as unknown as Record<string, ChunkInfo | { type: 'asset' }>,
        routes,
        texts,
        base,
      );
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
