import { expect, test } from '@playwright/test';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { openAsNewPlayer } from '../support/session.ts';

const E18 = 10n ** 18n;

test('a player follows an asset and hears of it, in the bell and on the watchlist, when another player lists it', async ({
  page,
  request,
  baseURL,
}) => {
  // The seller is funded and activated on chain first (up to ~30 s on a busy machine).
  test.setTimeout(150_000);
  const seller = await activatedPlayerWithMds(request, 150n);
  // Trading and summoning need a bound e-mail (bound with the fund password).
  await setFundPasswordByApi(request, seller.token, 'Jade-Watch-2468');
  const headers = { authorization: `Bearer ${seller.token}`, serverid: '1', language: 'EN-US' };
  // A hero of its own to list: summoned with its MDS.
  const summoned = await (
    await request.post('/api/user/summon', { headers, data: { count: 1, pay: 'coin' } })
  ).json();
  expect(summoned.code, summoned.msg).toBe(200);
  const assetId = summoned.data.heroes[0].asset_id as number;

  // Another player opens the asset and follows it (keyboard: the follow button is a toggle).
  await openAsNewPlayer(page, request, baseURL!, 'en', `/cardDetail?id=${assetId}`);
  // The panels under the trade panel render once they near the screen.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.mouse.wheel(0, 1500);
  const panel = page.getByRole('region', { name: 'Watch this asset' });
  await panel.scrollIntoViewIfNeeded();
  const follow = panel.getByRole('button', { name: 'Follow' });
  await follow.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toContainText('Alerts when listed or auctioned');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The owner lists it: the follower's bell counts it live and names it, with the price.
  const sold = await request.post(`/api/card/sell/${assetId}`, {
    headers,
    data: { price: String(42n * E18), coin: 'MDS' },
  });
  expect((await sold.json()).code).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await bell.click();
  const alert = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: /which you follow, is listed at 42 MDS/ });
  await expect(alert).toBeVisible();

  // The watchlist shows it on sale; an alert price is set, then the asset is unfollowed.
  await page.goto('/watchlist');
  const row = page.getByTestId('watched-asset');
  await expect(row).toContainText('On sale at 42 MDS');
  await row.getByRole('button', { name: /^Alert price of / }).click();
  await page.getByLabel('Alert at or below').fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Alerts at or below 30 MDS');
  await row.getByRole('button', { name: /^Unfollow / }).click();
  await expect(page.getByText('You follow no assets yet')).toBeVisible();
});
