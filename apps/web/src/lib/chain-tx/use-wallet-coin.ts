import { gameCoinAbi } from '@yuanlong/chain/abis';
import { NATIVE_COIN, NATIVE_DECIMALS } from '@yuanlong/shared/coins';
import type { Address } from 'viem';
import { useBalance, useReadContract } from 'wagmi';

/** Refresh of the wallet balance (a block is 3 s on BSC, 1 s on the dev chain). */
const BALANCE_REFRESH_MS = 10_000;

/** A coin as the chain says: its symbol and decimals, a wallet's balance and an allowance of it. */
export interface WalletCoin {
  symbol: string | undefined;
  decimals: number | undefined;
  balance: bigint | undefined;
  /** What `spender` may take from the wallet; undefined for the native coin (it needs no approval). */
  allowance: bigint | undefined;
  /** A read failed (the chain's RPC did not answer). */
  failed: boolean;
}

/**
 * A coin of the target chain as its contract says (symbol and decimals never assumed), with
 * `owner`'s balance and what `spender` may take. `coin` null is the chain's native coin (BNB).
 * Reads go to the target chain's RPC, not to the wallet's chain.
 */
export function useWalletCoin(
  chainId: number | undefined,
  coin: Address | null | undefined,
  owner: Address | undefined,
  spender?: Address,
): WalletCoin {
  const erc20 = chainId !== undefined && typeof coin === 'string';
  const native = chainId !== undefined && coin === null;
  const on = { chainId, address: coin ?? undefined, abi: gameCoinAbi } as const;
  const symbol = useReadContract({
    ...on,
    functionName: 'symbol',
    query: { enabled: erc20, staleTime: Infinity },
  });
  const decimals = useReadContract({
    ...on,
    functionName: 'decimals',
    query: { enabled: erc20, staleTime: Infinity },
  });
  const tokenBalance = useReadContract({
    ...on,
    functionName: 'balanceOf',
    args: owner ? [owner] : undefined,
    query: { enabled: erc20 && owner !== undefined, refetchInterval: BALANCE_REFRESH_MS },
  });
  const allowance = useReadContract({
    ...on,
    functionName: 'allowance',
    args: owner && spender ? [owner, spender] : undefined,
    query: { enabled: erc20 && owner !== undefined && spender !== undefined },
  });
  const nativeBalance = useBalance({
    chainId,
    address: owner,
    query: { enabled: native && owner !== undefined, refetchInterval: BALANCE_REFRESH_MS },
  });
  if (native) {
    return {
      symbol: NATIVE_COIN,
      decimals: NATIVE_DECIMALS,
      balance: nativeBalance.data?.value,
      allowance: undefined,
      failed: nativeBalance.isError,
    };
  }
  const reads = spender ? [symbol, decimals, tokenBalance, allowance] : [symbol, decimals, tokenBalance];
  return {
    symbol: symbol.data,
    decimals: decimals.data,
    balance: tokenBalance.data,
    allowance: allowance.data,
    failed: reads.some((read) => read.isError),
  };
}
