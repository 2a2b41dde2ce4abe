import type { Coin } from '@yuanlong/shared/coins';
import type { Locale } from '@yuanlong/shared/locales';
import type { CartBuyBody } from '@yuanlong/shared/market-batch';
import type { ServiceContext } from '../../context.ts';
import type { AppError } from '../../errors.ts';
import { verifyFundPassword } from '../account/fund-password.ts';
import { availableOf } from '../ledger/ledger.ts';
import { eachItem, failureOf, type ItemRefused, isRefused } from './batch-items.ts';
import { type CheckedPurchase, checkPurchase, completePurchase, openListingOf } from './buy-service.ts';
import { loadTrader } from './rules.ts';

/**
 * Buys a cart by the buyer's role on `serverId`: items on another server are refused each
 * ("on another server"; the web sends one cart per server). Each item as the single purchase would (buy-service.ts: the same checks, the same
 * settlement in its own transaction), in the cart's order, the fund password checked once for
 * all. An item that fails changes nothing and the next one goes on; a short balance shows on the
 * item that no longer fits. When no item can be bought, no fund-password try is spent; a wrong
 * or locked fund password refuses the whole request (nothing bought).
 */
export async function buyCart(
  ctx: ServiceContext,
  buyerId: number,
  serverId: number,
  body: CartBuyBody,
  locale: Locale,
) {
  // The buying role's state (a role, e-mail, activated, game offline) applies to every item alike.
  const buyerRefusal = await eachItem(0, () => loadTrader(ctx, buyerId, serverId));
  const checked: (CheckedPurchase | ItemRefused)[] = [];
  for (const item of body.items) {
    checked.push(
      isRefused(buyerRefusal)
        ? { id: item.id, ok: false, error: buyerRefusal.error }
        : await eachItem(item.id, () => checkPurchase(ctx, buyerId, serverId, item)),
    );
  }
  if (checked.some((item) => !isRefused(item))) {
    await verifyFundPassword(ctx.db, buyerId, body.pay_password, ctx.clock());
  }
  const items = [];
  for (const item of checked) {
    const done = isRefused(item)
      ? item
      : await eachItem(item.order.id, () => completePurchase(ctx, buyerId, item));
    if (!isRefused(done)) {
      const { balance: _balance, ...bought } = done;
      items.push({ ...bought, ok: true as const });
    } else {
      items.push({ ...failureOf(done, locale), current: await currentPrice(ctx, done.id, done.error) });
    }
  }
  const balances: Record<string, string> = {};
  for (const coin of new Set(body.items.map((item) => item.coin))) {
    balances[coin] = (await availableOf(ctx.db, buyerId, serverId, coin)).toString();
  }
  return { items, balances };
}

/** On a changed price, the listing's price and coin now (the cart can offer them); else null. */
async function currentPrice(ctx: ServiceContext, assetId: number, error: AppError) {
  if (error.messageKey !== 'priceChanged') return null;
  const listing = await openListingOf(ctx.db, assetId);
  return listing ? { price: listing.price.toString(), coin: listing.coin as Coin } : null;
}
