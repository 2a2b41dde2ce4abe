import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, lazyPageRoutes, pagePreloads, textsModules } from './page-preloads.ts';

const source = (file: string) => readFileSync(join(import.meta.dirname, '../src', file), 'utf8');

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) satisfies ChunkInfo;

describe('the pages of routes.tsx and the texts of i18n.ts', () => {
  it('reads every lazily loaded page of the app with its URL path', () => {
    const routes = lazyPageRoutes(source('app/routes.tsx'));
    expect(routes).toContainEqual({
      path: '/marketplace',
      module: '../features/market/routes/marketplace-page.tsx',
    });
    expect(routes).toContainEqual({
      path: '/gun/:type/:indexId',
      module: '../features/assets/routes/gun-detail-page.tsx',
    });
    expect(routes.map((r) => r.path)).toContain('/cardDetail');
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('fails on a lazy page written in another form rather than leaving it out', () => {
    const other = `page('a', lazyPage(() => import('./a.tsx'), (m) => m.A)),
      { path: 'b', ...lazyPage(() => import('./b.tsx'), (m) => m.B) }`;
    expect(() => lazyPageRoutes(other)).toThrow(/keep that form/);
  });

  it("reads each language's texts module", () => {
    expect(textsModules(source('lib/i18n.ts'))).toEqual({
      tw: '../locales/zh-TW.json',
      en: '../locales/en.json',
      in: '../locales/id.json',
    });
  });
});

describe("a page's files beyond the entry's", () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/react.js', 'assets/data.js'], true),
    'assets/react.js': chunk('assets/react.js', null),
    'assets/data.js': chunk('assets/data.js', null, ['assets/react.js']),
    'assets/market.js': chunk('assets/market.js', '/src/market.tsx', ['assets/art.js', 'assets/react.js']),
    'assets/art.js': chunk('assets/art.js', null, ['assets/emblems.js', 'assets/data.js']),
    'assets/emblems.js': chunk('assets/emblems.js', null),
    'assets/en.js': chunk('assets/en.js', '/src/locales/en.json'),
    'assets/index.css': { type: 'asset' as const },
  };

  it("lists the page's chunk and its static imports, transitively, without the entry's", () => {
    const preloads = pagePreloads(bundle, [{ path: '/marketplace', module: '/src/market.tsx' }], {
      en: '/src/locales/en.json',
    });
    expect(preloads).toEqual({
      pages: { '/marketplace': ['/assets/market.js', '/assets/art.js', '/assets/emblems.js'] },
      texts: { en: '/assets/en.js' },
    });
  });

  it('fails for a module that no chunk is built for', () => {
    expect(() => pagePreloads(bundle, [{ path: '/gone', module: '/src/gone.tsx' }], {})).toThrow(
      /no chunk is built for \/src\/gone.tsx/,
    );
  });
});
