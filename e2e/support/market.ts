import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** One listing of GET /api/marketplace/list (the fields the tests compare). */
export interface ApiItem {
  id: number;
  listing_id: number;
  kind: number;
  name: string;
  camp: number | null;
  profession: number | null;
  element: number | null;
  grade: number | null;
  star: number | null;
  price: string;
  coin: string;
  seller: string;
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

/** The market cards in the DOM now (the virtual grid renders only those near the screen). */
export async function renderedCards(page: Page): Promise<CardAttrs[]> {
  return page.getByTestId('market-card').evaluateAll((cards) =>
    cards.map((card) => {
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

/** The grid, once its first page is on screen. */
export async function marketGrid(page: Page): Promise<Locator> {
  const grid = page.getByTestId('market-grid');
  await expect(grid).toBeVisible();
  await expect(page.getByTestId('market-card').first()).toBeVisible();
  return grid;
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
