import { activationAbi } from '@yuanlong/chain/abis';
import type { Address } from 'viem';
import { useReadContract } from 'wagmi';
import { useWalletCoin, type WalletCoin } from '../../lib/chain-tx/use-wallet-coin.ts';

/** The activation coin as the chain says (symbol, decimals, the wallet's balance) and the price. */
export interface ActivationCoin extends Pick<WalletCoin, 'symbol' | 'decimals' | 'balance' | 'failed'> {
  price: bigint | undefined;
}

/**
 * The activation coin as the contracts say: its symbol and decimals (never assumed), the
 * wallet's balance, and the price the Activation contract takes. Reads go to the target chain.
 */
export function useActivationCoin(
  chainId: number | undefined,
  coin: Address | undefined,
  contract: Address | undefined,
  owner: Address | undefined,
): ActivationCoin {
  const wallet = useWalletCoin(chainId, coin, owner);
  const price = useReadContract({
    chainId,
    address: contract,
    abi: activationAbi,
    functionName: 'price',
    query: { enabled: chainId !== undefined && contract !== undefined, staleTime: Infinity },
  });
  return {
    symbol: wallet.symbol,
    decimals: wallet.decimals,
    balance: wallet.balance,
    price: price.data,
    failed: wallet.failed || price.isError,
  };
}
