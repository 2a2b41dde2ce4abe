import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { assetDetailPath } from '../../packages/shared/src/activities.ts';
import { text } from '../support/locales.ts';
import { marketApi } from '../support/market.ts';
import { openAsNewPlayer } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';
import { pageTitle, toastDuring } from '../support/ui.ts';

/** The asset pages' own texts (loaded with them, outside the app's locale files). */
const shareTexts: Record<string, string> = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/features/assets/locales/en.json'),
    'utf8',
  ),
);
const st = (key: string, name = '') => (shareTexts[key] ?? key).replace('{{name}}', name);

test.use({ viewport: { width: 1280, height: 900 } });

test("a listing's page: Share copies its link, and its HTML carries the preview with the card's picture", async ({
  page,
  request,
  baseURL,
}) => {
  const [item] = (await marketApi(request, { sort: 'latest', size: '1' })).items;
  const pagePath = assetDetailPath(item!.kind, item!.id);
  // A desktop browser without a share sheet: the link goes to the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  await openAsNewPlayer(page, request, baseURL!, 'en', pagePath);
  await expect(pageTitle(page)).toHaveText(item!.name);

  const share = page.getByRole('button', { name: st('share.label', item!.name) });
  await expect(share).toHaveText(st('share.button'));
  // Keyboard: reached and pressed without a pointer.
  await share.focus();
  await toastDuring(page, st('share.copied'), () => page.keyboard.press('Enter'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${pagePath}`);

  // What a link preview reads: the page's HTML with the picture, title and price.
  const html = await (await request.get(pagePath, { headers: { 'accept-language': 'en' } })).text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&#38;/g, '&');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('og:description')).toContain(item!.coin);
  const image = new URL(meta('og:image')!);
  expect(image.pathname).toBe(`/api/share/asset/${item!.id}.png`);
  const picture = await request.get(`${image.pathname}${image.search}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('a visitor who opens a shared link signs in and is back on the shared page', async ({
  page,
  request,
  baseURL,
}) => {
  const [item] = (await marketApi(request, { sort: 'latest', size: '1' })).items;
  const pagePath = assetDetailPath(item!.kind, item!.id);
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await installTestWallet(page, { keys: [generatePrivateKey()] });
  await page.goto(pagePath);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(pagePath)}`);
  await page.getByRole('button', { name: text('en', 'login.connectWallet'), exact: true }).click();
  await expect(page).toHaveURL(pagePath);
  await expect(pageTitle(page)).toHaveText(item!.name);
});
