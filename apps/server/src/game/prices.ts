import type { Coin } from '@yuanlong/shared/coins';
import { coinDecimals } from '../chain/coin-decimals.ts';
import type { ServiceContext } from '../context.ts';

/** The product's coins have 18 decimals as deployed; used when no chain is configured (tests, no RPC). */
const DEPLOYED_DECIMALS = 18;

/** A game price in whole coins as base units, with the decimals the coin's contract reports. */
export async function gameUnits(
  ctx: Pick<ServiceContext, 'chain'>,
  coin: Coin,
  whole: bigint,
): Promise<bigint> {
  const decimals = await coinDecimals(ctx.chain)?.catch(() => undefined);
  return whole * 10n ** BigInt(decimals?.[coin] ?? DEPLOYED_DECIMALS);
}
