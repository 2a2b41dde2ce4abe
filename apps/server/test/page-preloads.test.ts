import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_MARK } from '../src/http/web-app.ts';
import { makeAsset } from './support/market.ts';
import { signedInUser, startWebTestApp, type WebTestContext } from './support/test-app.ts';

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="boot-shell">${FIRST_PAINT_MARK}</div><div id="root"></div></body></html>`;
// As the build writes it (apps/web/build/page-preloads.ts).
const PRELOADS = {
  pages: {
    '/marketplace': ['/assets/marketplace-page-1.js', '/assets/asset-art-1.js'],
    '/cardDetail': ['/assets/card-detail-page-1.js'],
    '/gun/:type/:indexId': ['/assets/gun-detail-page-1.js'],
  },
  texts: { tw: '/assets/zh-TW-1.js', en: '/assets/en-1.js', in: '/assets/id-1.js' },
};

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
    ([, href]) => href,
  );

describe("a page's HTML naming its chunks and texts as preloads", () => {
  let t: WebTestContext;
  let cardId: number;
  beforeAll(async () => {
    t = await startWebTestApp({ 'index.html': INDEX, 'page-preloads.json': JSON.stringify(PRELOADS) });
    const { userId } = await signedInUser(t.database);
    cardId = (await makeAsset(t.database, userId, { name: '青龍' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it("names the page's chunks and the default language's texts in its head, after the entry", async () => {
    const res = await page('/marketplace');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloaded(res.body)).toEqual([
      '/assets/marketplace-page-1.js',
      '/assets/asset-art-1.js',
      '/assets/zh-TW-1.js',
    ]);
    expect(res.body.indexOf('index-1.js')).toBeLessThan(res.body.indexOf('marketplace-page-1.js'));
    expect(res.body.indexOf('zh-TW-1.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('sends it compressed as the browser accepts, the same page each time', async () => {
    const plain = (await page('/marketplace')).body;
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({
          url: '/marketplace',
          headers: { 'accept-encoding': `${encoding}` },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(inflate(res.rawPayload).toString()).toBe(plain);
      }
    }
    const english = await t.app.inject({
      url: '/marketplace',
      headers: { 'accept-encoding': 'br', cookie: 'lang=en' },
    });
    expect(brotliDecompressSync(english.rawPayload).toString()).toContain('/assets/en-1.js');
  });

  it('names the texts of the language in the lang cookie, the default for an unknown one', async () => {
    expect(preloaded((await page('/marketplace', 'token=abc; lang=en')).body)).toContain('/assets/en-1.js');
    expect(preloaded((await page('/marketplace', 'lang=in')).body)).toContain('/assets/id-1.js');
    const unknown = preloaded((await page('/marketplace', 'lang=fr')).body);
    expect(unknown).toContain('/assets/zh-TW-1.js');
    expect(unknown).not.toContain('/assets/en-1.js');
  });

  it("matches a page's path with parameters", async () => {
    const res = await page('/gun/equip/12');
    expect(res.statusCode).toBe(200);
    expect(preloaded(res.body)).toEqual(['/assets/gun-detail-page-1.js', '/assets/zh-TW-1.js']);
  });

  it("keeps an asset page's first paint beside its preloads", async () => {
    const res = await page(`/cardDetail?id=${cardId}`, 'token=abc');
    expect(res.body).toContain('>青龍</p>');
    expect(preloaded(res.body)).toEqual(['/assets/card-detail-page-1.js', '/assets/zh-TW-1.js']);
    // Without a session: no title (its name is only in the preview tags), the preloads still.
    const visitor = await page(`/cardDetail?id=${cardId}`);
    expect(visitor.body).not.toContain('>青龍</p>');
    expect(visitor.body).toContain('<meta property="og:title" content="青龍');
    expect(visitor.body).toContain('<div id="boot-shell"></div>');
    expect(preloaded(visitor.body)).toContain('/assets/card-detail-page-1.js');
  });

  it('sends index.html as it is for a path that is no page', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
