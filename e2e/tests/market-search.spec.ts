import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';
import { expectSameFirstListings, marketApi, marketCards, marketGrid } from '../support/market.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

const searchField = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'Name, token number or seller address' });

test('a player types an English name, picks a suggestion and sees only those cards; the URL keeps the search', async ({
  page,
  request,
}) => {
  await page.goto('/marketplace');
  await marketGrid(page);
  const field = searchField(page);
  await field.click();
  await field.pressSequentially('fox', { delay: 40 });
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options).toHaveText(['Nine-tailed Fox九尾狐', 'Fire Spirit Fox火靈狐']);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\?q=%E4%B9%9D%E5%B0%BE%E7%8B%90$/);
  await marketGrid(page);
  await expectSameFirstListings(page, request, { q: '九尾狐' }, 10);
  const api = await marketApi(request, { q: '九尾狐', size: '60' });
  expect(api.items.length).toBeGreaterThan(0);
  for (const item of api.items) expect(item.name).toBe('九尾狐');

  // A sort keeps the search; the pill-less desktop bar clears it with the other filters.
  await page.getByRole('combobox', { name: text('en', 'market.filter.sort'), exact: true }).selectOption('2');
  await expect(page).toHaveURL(/\?val3=2&q=%E4%B9%9D%E5%B0%BE%E7%8B%90$/);
  await expectSameFirstListings(page, request, { q: '九尾狐', sort: 'price_asc' }, 10);
  await page.getByRole('link', { name: text('en', 'market.clearFilters', { count: 1 }) }).click();
  await expect(page).toHaveURL(/\/marketplace\?val3=2$/);
  await expect(searchField(page)).toHaveValue('');
});

test('a token number typed with # finds its card; a name no card has says nothing matches', async ({
  page,
  request,
}) => {
  const [listing] = (await marketApi(request, { kind: 'dragon', size: '1' })).items;
  const token = listing!.token_id!;
  await page.goto('/marketplace');
  await marketGrid(page);
  await searchField(page).fill(`#${token}`);
  await expect(page.getByRole('option', { name: `Token or asset number ${token}` })).toBeVisible();
  await searchField(page).press('Enter');
  await expect(marketCards(page).first()).toHaveAttribute('data-asset-id', String(listing!.id));

  await searchField(page).fill('no such card');
  await searchField(page).press('Enter');
  await expect(page.getByText(text('en', 'market.empty.title'))).toBeVisible();
});

test('the top bar searches the market from another page', async ({ page }) => {
  await page.goto('/login');
  const top = page.getByRole('searchbox', { name: text('en', 'topbar.search') });
  await top.fill('Azure');
  await top.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\?q=Azure$/);
  await expect(searchField(page)).toHaveValue('Azure');
  await expect(page.getByRole('searchbox', { name: text('en', 'topbar.search') })).toHaveCount(0);
});
