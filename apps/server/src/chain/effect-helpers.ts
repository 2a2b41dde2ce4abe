import type { Effect } from './effect-types.ts';
import type { ChainEvent } from './events.ts';

/** Appends effects to what an event's row records (an event may have effects of several kinds). */
export function addEffects(effects: Map<number, Effect[]>, id: number, list: Effect[]): void {
  if (list.length > 0) effects.set(id, [...(effects.get(id) ?? []), ...list]);
}

/** The voucher nonce a vault event names (NftClaimed, CardMinted, CoinPaidOut); undefined if unusable. */
export function voucherNonceOf(event: ChainEvent): number | undefined {
  const nonce = Number(event.args.nonce ?? '0');
  return Number.isSafeInteger(nonce) && nonce > 0 ? nonce : undefined;
}
