import { type APIRequestContext, expect, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { ACTIVITY_TYPES, activityAssetPath } from '../../packages/shared/src/activities.ts';
import { text } from '../support/locales.ts';
import { openAsNewPlayer, signInByApi, TEST_KEYS, useLanguage, useToken } from '../support/session.ts';

// The second demo wallet: seeded as an activated account with game assets. The market-trade spec
// buys with it; this one lists one of its idle assets (the last one, not the first the UI offers).
const PLAYER = privateKeyToAccount(TEST_KEYS[1]);

/** Calls the API as the player; GET without `data`, POST with it (`null`: POST without a body). */
async function api(request: APIRequestContext, token: string, path: string, data?: object | null) {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    data === undefined
      ? await request.get(path, { headers })
      : await request.post(path, { headers, data: data ?? undefined });
  const body = await res.json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

test('a listing shows on the activity page in the player’s language, with its exact price', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(context, baseURL!, 'in');
  const { token } = await signInByApi(request, PLAYER);
  const mine = await api(request, token, '/api/user/card/list?location=game&size=100');
  const asset = [...mine.items].reverse().find((a: { status: number | null }) => a.status === null);
  expect(asset, 'an idle game asset of the demo wallet').toBeTruthy();
  // 7.25 HFH (8 decimals).
  const listed = await api(request, token, `/api/card/sell/${asset.id}`, { price: '725000000', coin: 'HFH' });
  // Equipment, pets and spirit stones link to the spec's /gun/… templates, other assets to their detail page.
  const href = activityAssetPath(asset.kind, asset.id);

  try {
    await useToken(context, baseURL!, token);
    await page.goto('/activity');
    await expect(page.getByTestId('page-title')).toHaveText(text('in', 'page.activity.title'));
    const row = page.locator(`[data-testid="activity-item"][data-type="1"]`).filter({
      has: page.locator(`a[href="${href}"]`),
    });
    await expect(row.first()).toBeVisible();
    await expect(row.first().getByTestId('activity-name')).toHaveText(ACTIVITY_TYPES.marketListed.names.in);
    await expect(row.first().getByTestId('activity-asset')).toContainText(asset.name);
    await expect(row.first().getByTestId('activity-amount')).toHaveAttribute('data-price', '725000000');
    await expect(row.first().getByTestId('activity-amount')).toHaveText('7.25HFH');

    // The trades chip keeps it; the chain chip does not show it.
    await page.getByTestId('activity-filter-trade').click();
    await expect(page).toHaveURL(/\/activity\?category=trade$/);
    await expect(page.getByTestId('activity-filter-trade')).toHaveText(text('in', 'activity.filter.trade'));
    await expect(row.first()).toBeVisible();
    await page.getByTestId('activity-filter-chain').click();
    await expect(page).toHaveURL(/\/activity\?category=chain$/);
    await expect(page.getByTestId('activity-list').or(page.getByTestId('activity-empty'))).toBeVisible();
    await expect(page.locator('[data-testid="activity-item"][data-category="trade"]')).toHaveCount(0);

    // The asset link opens its detail page.
    await page.getByTestId('activity-filter-all').click();
    await row.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(page.getByTestId('asset-detail')).toHaveAttribute('data-asset-id', String(asset.id));
  } finally {
    await api(request, token, `/api/card/cancel/${listed.id}`, null);
  }
});

test('a new player sees the empty feed and a way to the market', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsNewPlayer(page, request, baseURL!, 'en', '/activity');
  const empty = page.getByTestId('activity-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText(text('en', 'activity.empty.title'));
  await empty.getByRole('link', { name: text('en', 'activity.empty.cta') }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});
