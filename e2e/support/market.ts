import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Locale, text } from './locales.ts';

/** One listing of GET /api/marketplace/list (the fields the tests compare). */
export interface ApiItem {
  id: number;
  listing_id: number;
  kind: number;
  name: string;
  token_id: string | null;
  camp: number | null;
  profession: number | null;
  element: number | null;
  grade: number | null;
  star: number | null;
  price: string;
  coin: string;
  seller: string;
  /** The game server the asset is on (a purchase is made by the buyer's role there). */
  server_id: number;
}

/** A page of the market straight from the API. */
export async function marketApi(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<{ items: ApiItem[]; next_cursor: string | null; coin: string | null }> {
  const res = await request.get(`/api/marketplace/list?${new URLSearchParams(query)}`);
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** What a rendered market card says about itself (data attributes), in page order. */
export interface CardAttrs {
  id: number;
  kind: number;
  camp: string;
  profession: string;
  element: string;
  grade: string;
  star: string;
  coin: string;
  price: string;
}

/**
 * The market cards in the DOM now (the virtual grid renders only the rows near the screen). A card
 * keeps a test id: the tests pick a listing by its asset id and compare what it carries (kind, camp,
 * grade, price in base units…) with the API, which no text on the card says exactly.
 */
export const marketCards = (page: Page) => page.getByTestId('market-card');

/** The card of one listing in the market grid, by its asset id. */
export const marketCard = (page: Page, assetId: number) =>
  marketCards(page).and(page.locator(`[data-asset-id="${assetId}"]`));

/** What the cards in the DOM now say about themselves (data attributes), in page order. */
export async function renderedCards(page: Page): Promise<CardAttrs[]> {
  return marketCards(page).evaluateAll((nodes) =>
    nodes.map((card) => {
      const d = (card as HTMLElement).dataset;
      return {
        id: Number(d.assetId),
        kind: Number(d.kind),
        camp: d.camp ?? '',
        profession: d.profession ?? '',
        element: d.element ?? '',
        grade: d.grade ?? '',
        star: d.star ?? '',
        coin: d.coin ?? '',
        price: d.price ?? '',
      };
    }),
  );
}

/** The grid (a list named "Market listings"; data-count: the listings loaded), once its first page is on screen. */
export async function marketGrid(page: Page, locale: Locale = 'en'): Promise<Locator> {
  const grid = page.getByRole('list', { name: text(locale, 'market.listLabel'), exact: true });
  await expect(grid).toBeVisible();
  await expect(marketCards(page).first()).toBeVisible();
  return grid;
}

/** An asset's page's trade panel (price, and the actions the viewer has). */
export const tradePanel = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: text(locale, 'trade.panel'), exact: true });

const TRADE_ACTIONS = [
  ['login', 'link', 'nav.login'],
  ['sell', 'button', 'trade.sell'],
  ['modify', 'button', 'trade.modify'],
  ['cancel', 'button', 'trade.cancel'],
  ['buy', 'button', 'trade.buy'],
] as const;

/** The trade actions a panel or an asset's list item offers now, by their buttons (and the login link). */
export async function tradeActions(scope: Locator, locale: Locale): Promise<string[]> {
  const offered: string[] = [];
  for (const [action, role, key] of TRADE_ACTIONS) {
    if (await scope.getByRole(role, { name: text(locale, key), exact: true }).count()) offered.push(action);
  }
  return offered;
}

/** The list item of an asset in a list of assets (my assets): the one whose links lead to its page. */
export const assetItem = (list: Locator, assetId: number) =>
  list.getByRole('listitem').filter({ has: list.page().locator(`a[href$="Detail?id=${assetId}"]`) });

/** The id of the asset a list item links to. */
export async function assetIdOf(item: Locator): Promise<number> {
  const href = await item.getByRole('link').first().getAttribute('href');
  return Number(new URL(href!, 'http://x').searchParams.get('id'));
}

/** The first `n` listings the page shows equal the API's first `n` for the same query. */
export async function expectSameFirstListings(
  page: Page,
  request: APIRequestContext,
  query: Record<string, string>,
  n: number,
) {
  // Other tests trade at the same time; a listing may come or go between the two reads, so a
  // mismatch reloads the page and reads both again.
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      await marketGrid(page);
    }
    const api = await marketApi(request, { ...query, size: String(n) });
    const shown = (await renderedCards(page)).slice(0, n).map((c) => c.id);
    expect(shown).toEqual(api.items.map((i) => i.id).slice(0, shown.length));
    expect(shown.length).toBe(Math.min(n, api.items.length));
  }).toPass({ timeout: 20_000 });
}

/** True when base-unit prices are in order (as bigints: prices are beyond float precision). */
export function inOrder(prices: string[], direction: 'asc' | 'desc'): boolean {
  return prices.every((p, i) => {
    if (i === 0) return true;
    const a = BigInt(prices[i - 1]!);
    const b = BigInt(p);
    return direction === 'asc' ? a <= b : a >= b;
  });
}
