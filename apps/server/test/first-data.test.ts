import { API_PATHS, FIRST_DATA_ID, firstDataPaths } from '@yuanlong/shared/first-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAsset } from './support/market.ts';
import { signedInUser, startWebTestApp, type WebTestContext } from './support/test-app.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">(.*?)</script>`, 's');

/** The answers a page came with: {path: data}, or undefined when it came with none. */
const answersIn = (html: string): Record<string, unknown> | undefined => {
  const match = SCRIPT.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
};

describe("a signed-in player's page sent with the answers its first render needs", () => {
  let t: WebTestContext;
  let token: string;
  let cardId: number;
  beforeAll(async () => {
    t = await startWebTestApp({ 'index.html': INDEX });
    const user = await signedInUser(t.database);
    token = user.token;
    cardId = (await makeAsset(t.database, user.userId, { name: '</script><script>alert(1)</script>' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

  it("holds each answer as the app's own request gets it, before the body's end", async () => {
    const res = await page(`/cardDetail?id=${cardId}`, `token=${token}; lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body.indexOf(`id="${FIRST_DATA_ID}"`)).toBeGreaterThan(res.body.indexOf('<div id="root">'));
    expect(res.body.endsWith('</body></html>')).toBe(true);
    const answers = answersIn(res.body)!;
    const paths = firstDataPaths('/cardDetail', new URLSearchParams({ id: String(cardId) }));
    expect(Object.keys(answers).sort()).toEqual([...paths].sort());
    expect(paths).toContain(API_PATHS.card(cardId));
    for (const p of paths) {
      const own = await t.app.inject({
        url: p,
        headers: { authorization: `Bearer ${token}`, language: 'EN-US' },
      });
      expect(answers[p], p).toEqual(own.json().data);
    }
  });

  it('cannot be ended early by a text in an answer', async () => {
    const { body } = await page(`/cardDetail?id=${cardId}`, `token=${token}`);
    expect(body).not.toContain('<script>alert(1)');
    const card = answersIn(body)![API_PATHS.card(cardId)] as { name: string };
    expect(card.name).toBe('</script><script>alert(1)</script>');
  });

  it('comes without them for a visitor and for a token that is no session, and leaves out what failed', async () => {
    expect((await page(`/cardDetail?id=${cardId}`, 'lang=tw')).body).toBe(INDEX);
    const stale = await page(`/cardDetail?id=${cardId}`, 'token=expired');
    expect(stale.body).toBe(INDEX);
    // An asset that is not there: the shell's answers come, the asset's are asked for by the app.
    const missing = answersIn((await page('/cardDetail?id=999999', `token=${token}`)).body)!;
    expect(missing[API_PATHS.userInfo]).toBeDefined();
    expect(missing[API_PATHS.card(999999)]).toBeUndefined();
  });
});
