import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_MARK } from '../src/http/web-app.ts';
import { makeAsset } from './support/market.ts';
import { signedInUser, startWebTestApp, type WebTestContext } from './support/test-app.ts';

const INDEX = `<!doctype html><html><body><div id="boot-shell"><header></header>${FIRST_PAINT_MARK}</div><div id="root"></div></body></html>`;

describe('an asset page painted with its title before the JavaScript', () => {
  let t: WebTestContext;
  let cardId: number;
  let dragonId: number;
  beforeAll(async () => {
    t = await startWebTestApp({ 'index.html': INDEX });
    const { userId } = await signedInUser(t.database);
    cardId = (await makeAsset(t.database, userId, { name: '<b>火&龍"</b>' })).id;
    dragonId = (await makeAsset(t.database, userId, { kind: 4, name: '赤焰龍' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, cookie = 'lang=tw; token=abc') =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('puts the escaped name at the mark for a browser with a session', async () => {
    const res = await page(`/cardDetail?id=${cardId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('>&#60;b&#62;火&#38;龍&#34;&#60;/b&#62;</p>');
    expect(res.body).not.toContain('<b>');
    expect(res.body).not.toContain(FIRST_PAINT_MARK);
    expect(res.body.indexOf('火')).toBeLessThan(res.body.indexOf('<div id="root">'));
    expect((await page(`/dragonDetail?id=${dragonId}`)).body).toContain('>赤焰龍</p>');
  });

  it('puts the title under boxes like those the app draws above its h1 (account tabs, back link)', async () => {
    const { body } = await page(`/cardDetail?id=${cardId}`);
    const title = body.indexOf('火');
    expect(body.slice(0, title).match(/<li>/g)).toHaveLength(7);
    expect(body.indexOf('lg:grid-cols-[13rem_1fr]')).toBeLessThan(title);
    expect(body.indexOf('>←</span>')).toBeLessThan(title);
    expect(body.indexOf('lg:col-start-2 lg:row-start-1')).toBeLessThan(title);
  });

  it('sends index.html without a title without a session, an asset or a valid id', async () => {
    for (const [url, cookie] of [
      [`/cardDetail?id=${cardId}`, ''],
      [`/cardDetail?id=${cardId}`, 'lang=en'],
    ] as const) {
      expect((await page(url, cookie)).body).toBe(INDEX);
    }
    // With a session cookie (here an unknown token: no answers come with the page either).
    for (const url of ['/cardDetail?id=999999', '/cardDetail?id=abc', '/cardDetail?id=1e99', '/cardDetail']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX.replace(FIRST_PAINT_MARK, ''));
    }
  });
});
