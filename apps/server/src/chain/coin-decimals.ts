import { gameCoinAbi } from '@yuanlong/chain/abis';
import { type Coin, NATIVE_COIN, NATIVE_DECIMALS } from '@yuanlong/shared/coins';
import type { ChainRuntime } from './runtime.ts';

const cache = new WeakMap<ChainRuntime, Promise<Record<Coin, number>>>();

/**
 * Every coin's decimals: BNB's are the chain's, the others are read from the coin contracts
 * once per process (a failed read is tried again next time). Undefined without a chain.
 */
export function coinDecimals(chain: ChainRuntime): Promise<Record<Coin, number>> | undefined {
  const { client, contracts } = chain;
  if (!client || !contracts) return undefined;
  let decimals = cache.get(chain);
  if (!decimals) {
    const entries = Object.entries(contracts.coins) as [Exclude<Coin, 'BNB'>, `0x${string}`][];
    decimals = Promise.all(
      entries.map(([, address]) =>
        client.readContract({ address, abi: gameCoinAbi, functionName: 'decimals' }),
      ),
    ).then((values) => {
      const result = { [NATIVE_COIN]: NATIVE_DECIMALS } as Record<Coin, number>;
      entries.forEach(([symbol], i) => {
        result[symbol] = values[i]!;
      });
      return result;
    });
    cache.set(chain, decimals);
    decimals.catch(() => cache.delete(chain));
  }
  return decimals;
}
