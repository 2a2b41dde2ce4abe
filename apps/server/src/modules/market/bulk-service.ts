import type { Locale } from '@yuanlong/shared/locales';
import type { BulkCancelBody, BulkSellBody } from '@yuanlong/shared/market-batch';
import type { ServiceContext } from '../../context.ts';
import { eachItem, failureOf, isRefused } from './batch-items.ts';
import { cancelSale, sellAsset } from './sell-service.ts';

/**
 * Lists several assets (an asset already on sale gets the new price and coin), each exactly as
 * POST /api/card/sell/{id} would, in its own transaction; a refused item does not stop the rest.
 */
export async function sellMany(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  body: BulkSellBody,
  locale: Locale,
) {
  const items = [];
  for (const { id, price, coin } of body.items) {
    const done = await eachItem(id, () => sellAsset(ctx, userId, serverId, id, { price, coin }));
    items.push(isRefused(done) ? failureOf(done, locale) : { ...done, ok: true as const });
  }
  return { items };
}

/** Takes several assets off the market, each as POST /api/card/cancel/{id} would. */
export async function cancelMany(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  body: BulkCancelBody,
  locale: Locale,
) {
  const items = [];
  for (const id of body.ids) {
    const done = await eachItem(id, () => cancelSale(ctx, userId, serverId, id));
    items.push(isRefused(done) ? failureOf(done, locale) : { ...done, ok: true as const });
  }
  return { items };
}
