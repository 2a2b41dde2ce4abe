import { expect, type Page, test } from '@playwright/test';
import { ASSET_KINDS, ELEMENTS } from '../../packages/shared/src/catalogue.ts';
import { text } from '../support/locales.ts';
import { expectSameFirstListings, inOrder, marketApi, marketGrid, renderedCards } from '../support/market.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A filter of the market as a select, named by its group (Camp, Sort…); only the one on screen. */
const filter = (page: Page, group: string) =>
  page.getByRole('combobox', { name: text('en', `market.filter.${group}`), exact: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

// Pasted market links (spec section 2 parameters) and the API query each must give.
const LINKS = [
  { search: 'val1=2&val5=1', query: { camp: '2', element: '1' }, check: { camp: '2', element: '1' } },
  { search: 'val2=3&val4=4', query: { profession: '3', grade: '4' }, check: { profession: '3' } },
  { search: 'val6=5&kind=hero', query: { star: '5', kind: 'hero' }, check: { star: '5', kind: '0' } },
  {
    search: 'val1=4&val4=5&val3=3',
    query: { camp: '4', grade: '5', sort: 'price_desc' },
    check: { camp: '4' },
  },
] as const;

test('a pasted market link shows only the matching listings, the same as the API', async ({
  page,
  request,
}) => {
  for (const link of LINKS) {
    await page.goto(`/marketplace?${link.search}`);
    await marketGrid(page);
    const cards = await renderedCards(page);
    expect(cards.length, link.search).toBeGreaterThan(0);
    for (const card of cards) {
      for (const [field, value] of Object.entries(link.check)) {
        expect(String(card[field as keyof typeof card]), `${link.search}: card ${card.id} ${field}`).toBe(
          value,
        );
      }
      if ('grade' in link.query) {
        const [from, to] = [
          [1, 5],
          [6, 10],
          [11, 15],
          [16, 20],
          [21, 24],
        ][Number(link.query.grade) - 1]!;
        expect(Number(card.grade)).toBeGreaterThanOrEqual(from!);
        expect(Number(card.grade)).toBeLessThanOrEqual(to!);
      }
    }
    await expectSameFirstListings(page, request, { sort: 'latest', ...link.query }, 10);
  }
  // The filter bar shows what the link chose.
  await page.goto('/marketplace?val1=2&val2=1&val4=3&val5=4&val6=2&val3=2&coin=META');
  await expect(filter(page, 'camp')).toHaveValue('2');
  await expect(filter(page, 'profession')).toHaveValue('1');
  await expect(filter(page, 'grade')).toHaveValue('3');
  await expect(filter(page, 'skill')).toHaveValue('4');
  await expect(filter(page, 'star')).toHaveValue('2');
  await expect(filter(page, 'coin')).toHaveValue('META');
  await expect(filter(page, 'sort')).toHaveValue('2');
});

test('choosing filters and the sort reorders the market; back and forward walk the choices', async ({
  page,
  request,
}) => {
  await page.goto('/marketplace');
  await marketGrid(page);
  await filter(page, 'coin').selectOption('MDS');
  await expect(page).toHaveURL(/\/marketplace\?coin=MDS$/);

  await filter(page, 'sort').selectOption('2');
  await expect(page).toHaveURL(/\?val3=2&coin=MDS$/);
  await marketGrid(page);
  await expect
    .poll(async () =>
      inOrder(
        (await renderedCards(page)).map((c) => c.price),
        'asc',
      ),
    )
    .toBe(true);
  await expectSameFirstListings(page, request, { sort: 'price_asc', coin: 'MDS' }, 10);
  const cheapest = (await renderedCards(page))[0]!;

  await filter(page, 'sort').selectOption('3');
  await expect(page).toHaveURL(/\?val3=3&coin=MDS$/);
  await expect
    .poll(async () =>
      inOrder(
        (await renderedCards(page)).map((c) => c.price),
        'desc',
      ),
    )
    .toBe(true);
  await expectSameFirstListings(page, request, { sort: 'price_desc', coin: 'MDS' }, 10);
  const dearest = (await renderedCards(page))[0]!;
  expect(BigInt(dearest.price)).toBeGreaterThan(BigInt(cheapest.price));

  await page.goBack();
  await expect(page).toHaveURL(/\?val3=2&coin=MDS$/);
  await expect(filter(page, 'sort')).toHaveValue('2');
  await expect
    .poll(async () =>
      inOrder(
        (await renderedCards(page)).map((c) => c.price),
        'asc',
      ),
    )
    .toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\?coin=MDS$/);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?val3=3&coin=MDS$/);
  await expect(filter(page, 'sort')).toHaveValue('3');

  // A kind tab narrows to that kind and keeps the sort and coin.
  await page
    .getByRole('navigation', { name: text('en', 'market.filter.kind'), exact: true })
    .getByRole('link', { name: ASSET_KINDS.pet.names.en, exact: true })
    .click();
  await expect(page).toHaveURL(/\?val3=3&kind=pet&coin=MDS$/);
  await marketGrid(page);
  for (const card of await renderedCards(page)) expect(card.kind).toBe(2);
  await page.getByRole('link', { name: text('en', 'market.clearFilters').split('(')[0]!.trim() }).click();
  await expect(page).toHaveURL(/\/marketplace\?val3=3$/);
});

test('scrolling loads the next pages through the cursor while the grid stays virtual', async ({ page }) => {
  const cursors: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/marketplace/list') cursors.push(url.searchParams.get('cursor') ?? '');
  });
  await page.goto('/marketplace?coin=MDS');
  const grid = await marketGrid(page);
  // The first page (30), and perhaps the next one already: it is asked for as its end comes near.
  expect(Number(await grid.getAttribute('data-count'))).toBeGreaterThanOrEqual(30);
  const firstIds = (await renderedCards(page)).map((c) => c.id);

  for (let i = 0; i < 40; i += 1) {
    const count = Number(await grid.getAttribute('data-count'));
    if (count >= 120) break;
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(150);
  }
  await expect.poll(async () => Number(await grid.getAttribute('data-count'))).toBeGreaterThanOrEqual(120);
  // Every further page was asked for with the previous page's cursor.
  expect(cursors[0]).toBe('');
  expect(cursors.filter(Boolean).length).toBeGreaterThanOrEqual(3);
  expect(new Set(cursors).size).toBe(cursors.length);
  // Only the rows near the screen are in the DOM, and the first page's cards are gone from it.
  const rendered = await renderedCards(page);
  expect(rendered.length).toBeLessThan(60);
  expect(rendered.some((c) => firstIds.includes(c.id))).toBe(false);
  // No listing shows twice across pages.
  const ids = rendered.map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await renderedCards(page))[0]?.id).toBe(firstIds[0]);
});

test('a scroll faster than a screen a frame shows placeholder rows, and cards once it stops', async ({
  page,
}) => {
  await page.goto('/marketplace?coin=MDS');
  const grid = await marketGrid(page);
  for (let i = 0; i < 40 && Number(await grid.getAttribute('data-count')) < 90; i += 1) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await renderedCards(page)).length).toBeGreaterThan(0);
  // A scrollbar drag: a screen and a half every frame, down the list. What the list shows is
  // recorded as it changes (not only when a frame starts): a loaded machine may render late.
  const seen = await page.evaluate(async () => {
    const list = document.querySelector('[role="list"]')!;
    const shown = { placeholders: 0, busy: false };
    const note = () => {
      shown.placeholders += list.querySelectorAll('[data-placeholder-row][aria-hidden="true"]').length;
      shown.busy ||= list.getAttribute('aria-busy') === 'true';
    };
    const observer = new MutationObserver(note);
    observer.observe(list, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    for (let i = 1; i <= 8; i += 1) {
      window.scrollTo(0, innerHeight * 1.5 * i);
      await new Promise((r) => requestAnimationFrame(r));
      note();
    }
    observer.disconnect();
    return shown;
  });
  expect(seen.placeholders).toBeGreaterThan(0);
  expect(seen.busy).toBe(true);
  // Stopped: every row on screen shows its cards again, and the list is not busy.
  await expect(grid.locator('[data-placeholder-row]')).toHaveCount(0);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  expect((await renderedCards(page)).length).toBeGreaterThanOrEqual(10);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer’s filter chips and the sort set the URL and the grid follows', async ({ page }) => {
    await page.goto('/marketplace');
    await marketGrid(page);
    // No desktop filter bar on a phone (not even hidden); the phone's "Filters" button opens the drawer.
    await expect(
      page.getByRole('region', { name: text('en', 'market.filters'), exact: true, includeHidden: true }),
    ).toHaveCount(0);
    const filters = page.getByRole('button', { name: text('en', 'market.filtersButton') });
    await filters.click();
    const drawer = page.getByRole('dialog', { name: text('en', 'drawer.title'), exact: true });
    await expect(drawer).toBeVisible();
    await drawer
      .getByRole('navigation', { name: text('en', 'market.filters'), exact: true })
      .getByRole('region', { name: text('en', 'market.filter.skill'), exact: true })
      .getByRole('link', { name: ELEMENTS[1]!.en, exact: true })
      .click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/marketplace\?val5=1$/);
    await marketGrid(page);
    for (const card of await renderedCards(page)) expect(card.element).toBe('1');
    await expect(filters).toContainText('1');

    await filter(page, 'sort').selectOption('2');
    await expect(page).toHaveURL(/\/marketplace\?val3=2&val5=1$/);
    await expect
      .poll(async () =>
        inOrder(
          (await renderedCards(page)).map((c) => c.price),
          'asc',
        ),
      )
      .toBe(true);
    const api = await marketApi(page.request, { sort: 'price_asc', element: '1', size: '4' });
    expect(api.coin).toBe('MDS');
    await expect(
      page.getByText(text('en', 'market.coinNote', { coin: 'MDS' }), { exact: true }),
    ).toBeVisible();
  });
});
