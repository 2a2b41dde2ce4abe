import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './locales.ts';
import { valueAfter } from './ui.ts';

/** What a bidder and a seller find on screen around an auction, by role and English name. */
const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

/** The auction panel of a card's detail page (a region named by its title). */
export const auctionPanel = (page: Page) => page.getByRole('region', { name: en('auction.panel') });
/** The auction dialog of a card's detail page, opened by its Auction button. */
export async function openListDialog(page: Page, name: string) {
  await page.getByRole('button', { name: en('auction.list.open', { name }) }).click();
  return page.getByRole('dialog', { name: en('auction.list.title') });
}
/** The panel's bid button (BNB: no approval). */
export const bidButton = (panel: Locator) =>
  panel.getByRole('button', { name: en('auction.bid'), exact: true });
/** The auction tiles of the market's auctions tab (links to their cards). */
export const auctionTiles = (page: Page) =>
  page.getByRole('list', { name: en('market.auction.listLabel') }).getByRole('link');

/** Waits until the panel's transaction is done (the panel may go once the server shows the change). */
export async function waitHolder(page: Page, address: string) {
  await expect(valueAfter(auctionPanel(page), en('auction.holder'))).toHaveAttribute(
    'data-address',
    address.toLowerCase(),
    { timeout: 40_000 },
  );
}
