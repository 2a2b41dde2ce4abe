import { expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ATTRIBUTES, DRAGON_STATES, ELEMENTS } from '../../packages/shared/src/catalogue.ts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { bindEmailByApi } from '../support/fund-password.ts';
import { text } from '../support/locales.ts';
import { marketCards, marketGrid, tradeActions, tradePanel } from '../support/market.ts';
import { signInByApi, useToken } from '../support/session.ts';
import { pageTitle, valueAfter } from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A titled section of the detail page (Attributes, Skills, Dragon…), a region named by its title. */
const section = (page: Page, key: string) => page.getByRole('region', { name: text('en', key), exact: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a listing opens its detail page: attributes, skills, price chart, history and the trade panel', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A new player (not the owner of anything listed) with a bound e-mail and a role on server 1
  // looks at a hero card of that server (e-mail and role are checked before activation).
  const { token } = await signInByApi(request, privateKeyToAccount(generatePrivateKey()));
  await bindEmailByApi(request, token);
  await request.post('/api/user/create_player/1', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  await useToken(context, baseURL!, token);
  await page.goto('/marketplace?kind=hero');
  await marketGrid(page);
  const card = marketCards(page).and(page.locator('[data-server="1"]')).first();
  const id = Number(await card.getAttribute('data-asset-id'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/cardDetail\\?id=${id}$`));

  const asset = (await (await request.get(`/api/card/${id}`)).json()).data;
  const decimals = (await (await request.get('/api/website/chain')).json()).data.coin_decimals;
  // The asset's page: its name as the page's heading, owner, status (1: on sale), grade, stars, and
  // the listing's price exact in its coin's decimals.
  await expect(pageTitle(page)).toHaveText(asset.name);
  await expect(valueAfter(page, 'Owner').getByText(asset.owner.address, { exact: true })).toBeVisible();
  await expect(valueAfter(page, 'Status')).toHaveText(text('en', 'status.onSale'));
  await expect(
    page.getByText(text('en', 'asset.grade', { grade: asset.grade }), { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: text('en', 'asset.stars', { count: asset.star }), exact: true }),
  ).toBeVisible();
  const panel = tradePanel(page, 'en');
  await expect(valueAfter(panel, 'Current price')).toHaveText(
    `${formatUnits(BigInt(asset.listing.price), decimals[asset.listing.coin])}${asset.listing.coin}`,
  );
  // The ten attributes (spec section 3), each a term with its value.
  const attributes = section(page, 'asset.attributes');
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
  ] as const) {
    await expect(valueAfter(attributes, ATTRIBUTES[name].names.en)).toBeVisible();
  }
  await expect(valueAfter(attributes, ATTRIBUTES.hp.names.en)).toHaveText(
    asset.attributes.hp.toLocaleString('en'),
  );
  // The skills in slot order, each with its element.
  const skills = section(page, 'asset.skills').getByRole('listitem');
  await expect(skills).toHaveCount(asset.skills.length);
  for (const [i, skill] of asset.skills.entries()) {
    await expect(skills.nth(i)).toContainText(`· ${ELEMENTS[skill.element]!.en}`);
  }
  // The ownership table: its header row, then a row for each change of owner.
  await expect(section(page, 'asset.ownership').getByRole('row')).toHaveCount(asset.history.length + 1);
  const sales = asset.history.filter((h: { price: string | null }) => h.price !== null).length;
  const prices = section(page, 'asset.priceHistory');
  if (sales > 0) {
    // The chart (recharts) loads when it nears the screen: scrolled to, as a reader does.
    await prices.scrollIntoViewIfNeeded();
    const chart = text('en', 'asset.chartLabel').split('{{coin}}')[0]!;
    await expect(prices.getByRole('application', { name: chart })).toBeVisible();
  } else await expect(prices.getByText(text('en', 'asset.noSales'), { exact: true })).toBeVisible();
  // A new player has not paid the 1 MDV activation yet: the trade panel says so instead of offering
  // "buy" (activation.spec.ts activates a player, after which "buy" is offered).
  await expect(panel.getByText('Please top up 1 MDV first to activate your account.')).toBeVisible();
  await expect(panel.getByRole('link', { name: text('en', 'activation.activateNow') })).toBeVisible();
  expect(await tradeActions(panel, 'en')).toEqual([]);

  // A dragon opens its own page: state, and skills that activate at levels 4, 8 and 12.
  await page.goto('/marketplace?kind=dragon');
  await marketGrid(page);
  await marketCards(page).first().click();
  await expect(page).toHaveURL(/\/dragonDetail\?id=\d+$/);
  const dragonId = Number(new URL(page.url()).searchParams.get('id'));
  const dragon = (await (await request.get(`/api/user/dragons/${dragonId}`)).json()).data;
  const state = dragon.dragon.state === DRAGON_STATES.activated.code ? 'activated' : 'notActivated';
  expect(dragon.dragon.state).toBe(DRAGON_STATES[state].code);
  await expect(
    section(page, 'dragon.title').getByText(DRAGON_STATES[state].names.en, { exact: true }),
  ).toBeVisible();
  const dragonSkills = section(page, 'asset.skills').getByRole('listitem');
  await expect(dragonSkills).toHaveCount(dragon.skills.length);
  for (const [i, skill] of dragon.skills.entries()) {
    // "Active since level n" once unlocked, "Activates at level n" before.
    const key = skill.unlocked ? 'dragon.skillActive' : 'dragon.skillLocked';
    await expect(dragonSkills.nth(i)).toContainText(text('en', key, { level: skill.unlock_level }));
  }
  expect(dragon.skills.map((s: { unlock_level: number }) => s.unlock_level)).toEqual([4, 8, 12]);

  // A card link to a dragon goes to the dragon page; a link without an asset says so.
  await page.goto(`/cardDetail?id=${dragonId}`);
  await expect(page).toHaveURL(new RegExp(`/dragonDetail\\?id=${dragonId}$`));
  await page.goto('/cardDetail?id=999999999');
  await expect(page.getByText(text('en', 'asset.notFound'), { exact: true })).toBeVisible();
  await page.goto('/cardDetail');
  await expect(page.getByText(text('en', 'asset.noId'), { exact: true })).toBeVisible();
});
