import { activationAbi, gameCoinAbi } from '@yuanlong/chain/abis';
import type { Address } from 'viem';
import { useReadContract } from 'wagmi';

/** Refresh of the wallet balance (a block is 3 s on BSC, 1 s on the dev chain). */
const BALANCE_REFRESH_MS = 10_000;

/** Decimals, symbol and a wallet's balance of the activation coin, and the price, read on the chain. */
export interface WalletCoin {
  symbol: string | undefined;
  decimals: number | undefined;
  balance: bigint | undefined;
  price: bigint | undefined;
  /** A read failed (the chain's RPC did not answer). */
  failed: boolean;
}

/**
 * The activation coin as the contracts say: its symbol and decimals (never assumed), the
 * wallet's balance, and the price the Activation contract takes. Reads go to the target chain.
 */
export function useWalletCoin(
  chainId: number | undefined,
  coin: Address | undefined,
  contract: Address | undefined,
  owner: Address | undefined,
): WalletCoin {
  const on = { chainId, address: coin, abi: gameCoinAbi } as const;
  const ready = chainId !== undefined && coin !== undefined;
  const symbol = useReadContract({
    ...on,
    functionName: 'symbol',
    query: { enabled: ready, staleTime: Infinity },
  });
  const decimals = useReadContract({
    ...on,
    functionName: 'decimals',
    query: { enabled: ready, staleTime: Infinity },
  });
  const balance = useReadContract({
    ...on,
    functionName: 'balanceOf',
    args: owner ? [owner] : undefined,
    query: { enabled: ready && owner !== undefined, refetchInterval: BALANCE_REFRESH_MS },
  });
  const price = useReadContract({
    chainId,
    address: contract,
    abi: activationAbi,
    functionName: 'price',
    query: { enabled: chainId !== undefined && contract !== undefined, staleTime: Infinity },
  });
  return {
    symbol: symbol.data,
    decimals: decimals.data,
    balance: balance.data,
    price: price.data,
    failed: [symbol, decimals, balance, price].some((read) => read.isError),
  };
}
