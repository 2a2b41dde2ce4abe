import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ASSET_KINDS } from '../../packages/shared/src/catalogue.ts';
import { createRole } from '../support/game.ts';
import { signInByApi, useToken } from '../support/session.ts';
import { pageTitle } from '../support/ui.ts';

/** The first asset of the demo catalogue that is (or is not) a dragon. */
async function assetId(request: APIRequestContext, dragon: boolean) {
  for (let id = 1; id < 50; id++) {
    const asset = (await (await request.get(`/api/card/${id}`)).json()).data;
    if (asset && (asset.kind === ASSET_KINDS.dragon.code) === dragon) return id;
  }
  throw new Error('no such asset in the demo catalogue');
}

/** The box of the asset's title on `path`: painted with the HTML (no JavaScript), or the app's h1. */
async function titleBox(
  browser: Browser,
  baseURL: string,
  token: string,
  path: string,
  javaScriptEnabled: boolean,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  await useToken(context, baseURL, token);
  const page = await context.newPage();
  await page.goto(path);
  const title = javaScriptEnabled ? pageTitle(page) : page.locator('#boot-shell p.font-display');
  await expect(title).toBeVisible();
  const box = await title.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, font: getComputedStyle(el).fontSize };
  });
  await context.close();
  return box;
}

// The title painted before the JavaScript (apps/server/src/modules/catalogue/first-paint.ts) is
// where the app's h1 comes, so it does not jump when the app draws: for a player with a role (no
// no-role bar), on a phone and a desktop.
test('an asset page paints its title with the HTML where the app puts its h1', async ({
  browser,
  request,
  baseURL,
}) => {
  const { token } = await signInByApi(request, privateKeyToAccount(generatePrivateKey()));
  await createRole(request, token);
  for (const path of [
    `/cardDetail?id=${await assetId(request, false)}`,
    `/dragonDetail?id=${await assetId(request, true)}`,
  ]) {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const boot = await titleBox(browser, baseURL!, token, path, false, viewport);
      const app = await titleBox(browser, baseURL!, token, path, true, viewport);
      const where = `${path} at ${viewport.width}×${viewport.height}: ${JSON.stringify({ boot, app })}`;
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(boot[side] - app[side]), where).toBeLessThanOrEqual(2);
      }
      expect(boot.font, where).toBe(app.font);
    }
  }
});
