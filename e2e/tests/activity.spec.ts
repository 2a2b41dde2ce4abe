import { expect, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { ACTIVITY_TYPES, activityAssetPath } from '../../packages/shared/src/activities.ts';
import { api } from '../support/api.ts';
import { text } from '../support/locales.ts';
import { openAsNewPlayer, signInByApi, TEST_KEYS, useLanguage, useToken } from '../support/session.ts';
import { pageTitle } from '../support/ui.ts';

// The second demo wallet: seeded as an activated account with game assets. The market-trade spec
// buys with it; this one lists one of its idle assets (the last one, not the first the UI offers).
const PLAYER = privateKeyToAccount(TEST_KEYS[1]);

/** Calls the API as the player; GET without `data`, POST with it (`null`: POST without a body). */
test('a listing shows on the activity page in the player’s language, with its exact price', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(context, baseURL!, 'in');
  const { token } = await signInByApi(request, PLAYER);
  const mine = await api<{ items: { id: number; kind: number; name: string; status: number | null }[] }>(
    request,
    token,
    '/api/user/card/list?location=game&size=100',
  );
  const asset = [...mine.items].reverse().find((a) => a.status === null)!;
  expect(asset, 'an idle game asset of the demo wallet').toBeTruthy();
  // 7.25 HFH (8 decimals).
  const listed = await api<{ id: number }>(request, token, `/api/card/sell/${asset.id}`, {
    price: '725000000',
    coin: 'HFH',
  });
  // Equipment, pets and spirit stones link to the spec's /gun/… templates, other assets to their detail page.
  const href = activityAssetPath(asset.kind, asset.id);

  try {
    await useToken(context, baseURL!, token);
    await page.goto('/activity');
    await expect(pageTitle(page)).toHaveText(text('in', 'page.activity.title'));
    const feed = page.getByRole('list', { name: text('in', 'activity.listLabel') });
    // The listing: its event's name, the asset (a link to it) and the price.
    const row = feed
      .getByRole('listitem')
      .filter({ hasText: ACTIVITY_TYPES.marketListed.names.in })
      .filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(row.first()).toBeVisible();
    await expect(row.first().getByRole('link')).toContainText(asset.name);
    await expect(row.first()).toContainText('7.25HFH');

    // The trades chip keeps it; the chain chip does not show it.
    const chips = page.getByRole('navigation', { name: text('in', 'activity.filter.label') });
    const chip = (category: string) =>
      chips.getByRole('link', { name: text('in', `activity.filter.${category}`) });
    await chip('trade').click();
    await expect(page).toHaveURL(/\/activity\?category=trade$/);
    await expect(chip('trade')).toHaveAttribute('aria-current', 'page');
    await expect(row.first()).toBeVisible();
    await chip('chain').click();
    await expect(page).toHaveURL(/\/activity\?category=chain$/);
    await expect(feed.or(page.getByText(text('in', 'activity.emptyFiltered.title')))).toBeVisible();
    await expect(feed.getByRole('listitem').and(page.locator('[data-category="trade"]'))).toHaveCount(0);

    // The asset link opens its detail page.
    await chip('all').click();
    await row.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(pageTitle(page)).toHaveText(asset.name);
  } finally {
    await api(request, token, `/api/card/cancel/${listed.id}`, null);
  }
});

test('a new player sees the empty feed and a way to the market', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsNewPlayer(page, request, baseURL!, 'en', '/activity');
  await expect(page.getByText(text('en', 'activity.empty.title'))).toBeVisible();
  await page.getByRole('link', { name: text('en', 'activity.empty.cta') }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});
