import { NATIVE_COIN } from '@yuanlong/shared/coins';
import type { ChainSettings } from '@yuanlong/shared/website';
import type { Address } from 'viem';

/**
 * The contract of a coin the vault takes: its ERC-20 address, null for BNB (the chain's own
 * coin), undefined when the coin cannot be deposited (not deployed here, or no deployment at all).
 */
export function depositCoinAddress(
  settings: ChainSettings | undefined,
  coin: string,
): Address | null | undefined {
  if (!settings?.contracts) return undefined;
  if (coin === NATIVE_COIN) return null;
  return (settings.contracts.coins[coin] as Address | undefined) ?? undefined;
}
