import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openAsNewPlayer } from '../support/session.ts';

// The stats' texts are a feature file of the web app's own (loaded with the strip and the page).
const en: Record<string, string> = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/features/market/stats-locales/en.json'),
    'utf8',
  ),
);
const fill = (key: string, vars: Record<string, string>) =>
  en[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

interface Collection {
  kind: string | null;
  grade: number | null;
  listed: number;
  floor: { coin: string; price: string }[];
}

test.use({ viewport: { width: 1280, height: 900 } });

test('every collection has a floor; the market strip shows the filter’s figures and opens the stats page on its collection', async ({
  page,
  request,
  baseURL,
}) => {
  const stats = (await (await request.get('/api/marketplace/stats')).json()).data as {
    collections: Collection[];
  };
  const kinds = stats.collections.filter((c) => c.kind !== null && c.grade === null);
  expect(kinds.map((c) => c.kind)).toEqual(['hero', 'equip', 'pet', 'stone', 'dragon']);
  // The demo market lists every kind: each has its floor in at least one coin.
  for (const c of kinds) expect(c.floor.length, `${c.kind}'s floor`).toBeGreaterThan(0);
  const hero = kinds[0]!;

  await openAsNewPlayer(page, request, baseURL!, 'en', '/marketplace?kind=hero');
  const strip = page.getByRole('region', { name: en['market.stats.stripLabel'] });
  // Without a coin filter the strip is in MDS, its amounts cut to two decimals.
  await expect(strip.locator('[data-stat="floor"] dt')).toContainText('MDS');
  await expect(strip.locator('[data-stat="floor"] dd')).toHaveText(/^[\d,]+(\.\d{1,2})?$/);
  // Other tests may buy meanwhile: the count is the API's, give or take their purchases.
  const listed = Number((await strip.locator('[data-stat="listed"] dd').innerText()).replace(/,/g, ''));
  expect(Math.abs(listed - hero.listed)).toBeLessThanOrEqual(20);
  await expect(strip.locator('[data-stat="volume"] dt')).toContainText('MDS');
  await expect(strip.locator('[data-stat="volume"] dd')).toContainText(/^[\d,]+(\.\d{1,2})?/);

  await strip.getByRole('link', { name: en['market.stats.openLabel'] }).click();
  await expect(page).toHaveURL(/\/marketplace\/stats\?kind=hero$/);
  await expect(page.getByRole('heading', { level: 1, name: en['market.stats.title'] })).toBeVisible();
  const table = page.getByTestId('market-stats-table');
  // The kind and its five grade groups.
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table.locator('tbody tr[aria-selected="true"]')).toHaveAttribute('data-grade', '');
  await table.getByRole('button', { name: fill('market.stats.pick', { name: '11~15' }) }).click();
  await expect(page).toHaveURL(/kind=hero&grade=3$/);
  await expect(table.locator('tbody tr[aria-selected="true"]')).toHaveAttribute('data-grade', '3');
  await expect(page.getByTestId('market-stats-chart')).toContainText(
    fill('market.stats.chartTitle', { coin: 'MDS' }),
  );

  await page.getByRole('button', { name: en['market.stats.period.7d'] }).click();
  await expect(page).toHaveURL(/period=7d/);
  await page.getByRole('button', { name: 'BNB', exact: true }).click();
  await expect(page).toHaveURL(/coin=BNB/);
  await expect(page.getByTestId('market-stats-chart')).toContainText(
    fill('market.stats.chartTitle', { coin: 'BNB' }),
  );
  // All kinds: the whole market and each kind.
  await page
    .getByRole('navigation', { name: en['market.stats.kind'] })
    .getByRole('button', { name: 'All' })
    .click();
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table.locator('tbody tr').first()).toContainText(en['market.stats.all']!);
});
