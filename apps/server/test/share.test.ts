import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { startWebTestApp, type WebTestContext } from './support/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Yuanlong Market</title></head><body><div id="root"></div></body></html>';
const E18 = 10n ** 18n;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The `content` of a page's meta tag (by property or name), unescaped; undefined when absent. */
function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return found?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** A PNG's width and height from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe.each(databaseKinds)('shareable asset pages on %s', (kind) => {
  let t: WebTestContext;
  let seller: Awaited<ReturnType<typeof trader>>;
  let listedId: number;
  let idleId: number;
  beforeAll(async () => {
    t = await startWebTestApp({ 'index.html': INDEX }, { PUBLIC_URL: 'https://market.example' }, kind);
    seller = await trader(t.database);
    listedId = (await makeAsset(t.database, seller.userId, { name: 'Azure <Dragon> & "Co"', grade: 21 })).id;
    idleId = (
      await makeAsset(t.database, seller.userId, { kind: 4, name: '赤焰龍', grade: null, camp: null })
    ).id;
    const listed = await post(t, `/api/card/sell/${listedId}`, seller.headers, {
      price: String(1_250n * E18 + E18 / 2n),
      coin: 'MDS',
    });
    expect(listed.json().code).toBe(200);
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("writes a listed card's preview into its page: title, price and coin, picture, URL", async () => {
    const res = await page(`/cardDetail?id=${listedId}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const html = res.body;
    // Every tag inside the head, the page itself unchanged around them.
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'og:title')).toBe('Azure <Dragon> & "Co" · Hero card');
    expect(meta(html, 'og:description')).toBe('On sale for 1,250.5 MDS · Grade 21 · Lv.10');
    // Absolute, at the product's public address (PUBLIC_URL), whatever Host the request named.
    expect(meta(html, 'og:url')).toBe(`https://market.example/cardDetail?id=${listedId}`);
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^https://market\\.example/api/share/asset/${listedId}\\.png\\?v=[\\w-]+$`),
    );
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    // Escaped: the name's markup is text, not tags.
    expect(html).not.toContain('<Dragon>');
    expect(html).toContain('Azure &#60;Dragon&#62; &#38; &#34;Co&#34;');
  });

  it('speaks the language of the lang cookie, else of Accept-Language, else Traditional Chinese', async () => {
    const url = `/dragonDetail?id=${idleId}`;
    const title = async (headers: Record<string, string>) =>
      meta((await page(url, headers)).body, 'og:title');
    // The game's name in the reader's language (asset-names.ts), the game's own beside it.
    expect(await title({})).toBe('赤焰龍 · 元龍');
    expect(await title({ 'accept-language': 'id-ID,id;q=0.9' })).toBe('Naga Api Merah (赤焰龍) · Naga');
    expect(await title({ 'accept-language': 'id-ID', cookie: 'lang=en' })).toBe(
      'Crimson Flame Dragon (赤焰龍) · Dragon',
    );
    const { body } = await page(url, { cookie: 'lang=in' });
    expect(meta(body, 'og:description')).toBe('Tidak dijual · Lv.10');
    expect(meta(body, 'og:locale')).toBe('id_ID');
    expect(meta(body, 'og:image')).toContain(`/api/share/asset/${idleId}.png?v=`);
  });

  it('gives a page naming no asset we know the site’s own tags, not an error', async () => {
    for (const url of [
      '/cardDetail?id=99999999',
      '/cardDetail?id=abc',
      '/cardDetail',
      '/dragonDetail?id=-1',
    ]) {
      const res = await page(url, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(200);
      expect(meta(res.body, 'og:title')).toBe('Yuanlong Market');
      expect(meta(res.body, 'og:description')).toContain('game-NFT market');
      expect(meta(res.body, 'og:image')).toBeUndefined();
      expect(meta(res.body, 'twitter:card')).toBe('summary');
    }
    // Other pages carry no preview tags (their HTML is made once).
    expect((await page('/marketplace')).body).not.toContain('og:');
  });

  it('draws the picture as a 1200 × 630 PNG, keeps it, and answers 304 to its ETag', async () => {
    const url = `/api/share/asset/${listedId}.png`;
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers['x-cache']).toBe('miss');
    const etag = String(first.headers.etag);
    // The page names this very version.
    const html = (await page(`/cardDetail?id=${listedId}`)).body;
    expect(meta(html, 'og:image')).toContain(`?v=${etag.replaceAll('"', '')}`);

    const second = await page(`${url}?v=${etag.replaceAll('"', '')}`);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await page(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws a new picture when the price changes (a new version)', async () => {
    const url = `/api/share/asset/${listedId}.png`;
    const before = await page(url);
    const changed = await post(t, `/api/card/sell/${listedId}`, seller.headers, {
      price: String(99n * E18),
      coin: 'MDS',
    });
    expect(changed.json().code).toBe(200);
    const after = await page(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['x-cache']).toBe('miss');
    expect((await page(url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    const html = (await page(`/cardDetail?id=${listedId}`, { 'accept-language': 'en' })).body;
    expect(meta(html, 'og:description')).toBe('On sale for 99 MDS · Grade 21 · Lv.10');
  });

  it('answers 404 for a picture of no asset', async () => {
    const res = await page('/api/share/asset/99999999.png');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
    expect((await page('/api/share/asset/abc.png')).statusCode).toBe(404);
  });
});
