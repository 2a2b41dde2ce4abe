import type { QueryClient } from '@tanstack/react-query';
import { gameVaultAbi } from '@yuanlong/chain/abis';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { getBlockNumber, writeContract } from 'wagmi/actions';
import { sleep } from '../../lib/chain-tx/sleep.ts';
import { wagmiWalletDeps } from '../../lib/chain-tx/wagmi-wallet.ts';
import { userInfoQueryOptions } from '../../lib/user-info.ts';
import { getChainSettings, isKnownChain } from '../../lib/wagmi.ts';
import { reportDeposit } from './api/report-deposit.ts';
import { depositCoinAddress } from './deposit-coins.ts';
import type { DepositDeps } from './deposit-flow.ts';

/** The signed-in user as the server says now (also what the page's balances show). */
const freshUser = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });

/**
 * The deposit's wallet, chain and API steps through wagmi and the API client. Reads, receipts and
 * the head go to the target chain's RPC; approve and deposit go through the connected wallet.
 */
export function wagmiDepositDeps(config: Config, queryClient: QueryClient): DepositDeps {
  // The target chain, known once the terms are read (every later step runs after that).
  let chainId: number | undefined;
  return {
    ...wagmiWalletDeps(config, () => chainId),
    async terms(coin) {
      const [settings, user] = await Promise.all([getChainSettings(), freshUser(queryClient)]);
      const address = depositCoinAddress(settings, coin);
      if (!isKnownChain(settings.chain_id) || !settings.contracts || address === undefined) return undefined;
      chainId = settings.chain_id;
      return {
        chainId: settings.chain_id,
        vault: settings.contracts.vault as Address,
        coin: address,
        account: BigInt(user.userid),
        serverId: BigInt(user.server_id),
        address: user.address,
        required: settings.confirmations,
        baseline: BigInt(user.coins[coin] ?? '0'),
      };
    },
    deposit(terms, amount) {
      const vault = { chainId, address: terms.vault, abi: gameVaultAbi } as const;
      return terms.coin
        ? writeContract(config, {
            ...vault,
            functionName: 'depositCoin',
            args: [terms.coin, amount, terms.account, terms.serverId],
          })
        : writeContract(config, {
            ...vault,
            functionName: 'depositNative',
            args: [terms.account, terms.serverId],
            value: amount,
          });
    },
    blockNumber: () => getBlockNumber(config, { chainId, cacheTime: 0 }),
    async gameBalance(coin) {
      return BigInt((await freshUser(queryClient)).coins[coin] ?? '0');
    },
    reportTx: reportDeposit,
    sleep,
  };
}
