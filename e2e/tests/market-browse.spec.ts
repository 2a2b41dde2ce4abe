import { expect, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expectSameFirstListings, inOrder, marketApi, marketGrid, renderedCards } from '../support/market.ts';
import { signInByApi, useToken } from '../support/session.ts';

test.use({ viewport: { width: 1280, height: 900 } });

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
  await expect(page.getByTestId('market-filter-camp')).toHaveValue('2');
  await expect(page.getByTestId('market-filter-profession')).toHaveValue('1');
  await expect(page.getByTestId('market-filter-grade')).toHaveValue('3');
  await expect(page.getByTestId('market-filter-skill')).toHaveValue('4');
  await expect(page.getByTestId('market-filter-star')).toHaveValue('2');
  await expect(page.getByTestId('market-filter-coin')).toHaveValue('META');
  await expect(page.getByTestId('market-filter-sort')).toHaveValue('2');
});

test('choosing filters and the sort reorders the market; back and forward walk the choices', async ({
  page,
  request,
}) => {
  await page.goto('/marketplace');
  await marketGrid(page);
  await page.getByTestId('market-filter-coin').selectOption('MDS');
  await expect(page).toHaveURL(/\/marketplace\?coin=MDS$/);

  await page.getByTestId('market-filter-sort').selectOption('2');
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

  await page.getByTestId('market-filter-sort').selectOption('3');
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
  await expect(page.getByTestId('market-filter-sort')).toHaveValue('2');
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
  await expect(page.getByTestId('market-filter-sort')).toHaveValue('3');

  // A kind tab narrows to that kind and keeps the sort and coin.
  await page.getByTestId('market-filter-kind-pet').click();
  await expect(page).toHaveURL(/\?val3=3&kind=pet&coin=MDS$/);
  await marketGrid(page);
  for (const card of await renderedCards(page)) expect(card.kind).toBe(2);
  await page.getByTestId('market-clear-filters').click();
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

test('a listing opens its detail page: attributes, skills, price chart, history and the trade panel', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A new player (not the owner of anything listed) looks at a hero card.
  const { token } = await signInByApi(request, privateKeyToAccount(generatePrivateKey()));
  await useToken(context, baseURL!, token);
  await page.goto('/marketplace?kind=hero');
  await marketGrid(page);
  const card = page.getByTestId('market-card').first();
  const id = Number(await card.getAttribute('data-asset-id'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/cardDetail\\?id=${id}$`));

  const asset = (await (await request.get(`/api/card/${id}`)).json()).data;
  const detail = page.getByTestId('asset-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText(asset.name);
  await expect(page.getByTestId('asset-owner')).toHaveText(asset.owner.address);
  await expect(page.getByTestId('asset-status')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('asset-status')).toHaveText('On sale');
  await expect(page.getByTestId('asset-grade')).toHaveAttribute('data-grade', String(asset.grade));
  await expect(page.getByTestId('asset-star')).toHaveAttribute('data-star', String(asset.star));
  await expect(page.getByTestId('asset-price')).toHaveAttribute('data-price', asset.listing.price);
  for (const name of [
    'hp',
    'att',
    'defense',
    'crit',
    'crit_res',
    'super_crit',
    'vampire',
    'speed_pct',
    'super_att',
    'super_defense',
  ]) {
    await expect(page.getByTestId(`asset-attr-${name}`)).toBeVisible();
  }
  await expect(page.getByTestId('asset-attr-hp')).toContainText(asset.attributes.hp.toLocaleString('en'));
  for (const skill of asset.skills) {
    await expect(page.getByTestId(`asset-skill-${skill.slot}`)).toHaveAttribute(
      'data-element',
      String(skill.element),
    );
  }
  await expect(page.getByTestId('ownership-row')).toHaveCount(asset.history.length);
  const sales = asset.history.filter((h: { price: string | null }) => h.price !== null).length;
  if (sales > 0) {
    // The chart (recharts) loads when it nears the screen: scrolled to, as a reader does.
    await page.getByTestId('price-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('price-chart').locator('.recharts-surface')).toBeVisible();
  } else await expect(page.getByTestId('price-chart-empty')).toBeVisible();
  // A new player has not paid the 1 MDV activation yet: the trade panel says so instead of offering
  // "buy" (activation.spec.ts activates a player, after which "buy" is offered).
  await expect(page.getByTestId('trade-actions')).toHaveAttribute('data-actions', '');
  await expect(page.getByTestId('trade-blocked')).toHaveAttribute('data-reason', 'activateTopUp');
  await expect(page.getByTestId('trade-activate')).toBeVisible();

  // A dragon opens its own page: state, and skills that activate at levels 4, 8 and 12.
  await page.goto('/marketplace?kind=dragon');
  await marketGrid(page);
  await page.getByTestId('market-card').first().click();
  await expect(page).toHaveURL(/\/dragonDetail\?id=\d+$/);
  const dragonId = Number(new URL(page.url()).searchParams.get('id'));
  const dragon = (await (await request.get(`/api/user/dragons/${dragonId}`)).json()).data;
  await expect(page.getByTestId('dragon-info')).toBeVisible();
  await expect(page.getByTestId('dragon-state')).toHaveAttribute('data-state', String(dragon.dragon.state));
  for (const skill of dragon.skills) {
    await expect(page.getByTestId(`asset-skill-${skill.slot}`)).toHaveAttribute(
      'data-unlocked',
      String(skill.unlocked),
    );
    await expect(page.getByTestId(`asset-skill-${skill.slot}`)).toContainText(`level ${skill.unlock_level}`);
  }
  expect(dragon.skills.map((s: { unlock_level: number }) => s.unlock_level)).toEqual([4, 8, 12]);

  // A card link to a dragon goes to the dragon page; a link without an asset says so.
  await page.goto(`/cardDetail?id=${dragonId}`);
  await expect(page).toHaveURL(new RegExp(`/dragonDetail\\?id=${dragonId}$`));
  await page.goto('/cardDetail?id=999999999');
  await expect(page.getByTestId('asset-not-found')).toBeVisible();
  await page.goto('/cardDetail');
  await expect(page.getByTestId('asset-no-id')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer’s filter chips and the sort set the URL and the grid follows', async ({ page }) => {
    await page.goto('/marketplace');
    await marketGrid(page);
    await expect(page.getByTestId('market-filter-bar')).toBeHidden();
    await page.getByTestId('market-filters-open').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('drawer-filter-skill-fire').click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/marketplace\?val5=1$/);
    await marketGrid(page);
    for (const card of await renderedCards(page)) expect(card.element).toBe('1');
    await expect(page.getByTestId('market-filters-open')).toContainText('1');

    await page.getByTestId('market-sort-mobile').selectOption('2');
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
    await expect(page.getByTestId('market-coin-note')).toContainText('MDS');
  });
});
