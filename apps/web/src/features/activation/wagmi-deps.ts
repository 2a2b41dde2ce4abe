import type { QueryClient } from '@tanstack/react-query';
import { activationAbi } from '@yuanlong/chain/abis';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { readContract, writeContract } from 'wagmi/actions';
import { activationQueryOptions } from '../../lib/activation.ts';
import { wagmiWalletDeps } from '../../lib/chain-tx/wagmi-wallet.ts';
import { getChainSettings, isKnownChain } from '../../lib/wagmi.ts';
import type { ActivationDeps } from './activation-flow.ts';
import { reportActivation } from './api/report-activation.ts';

/**
 * The payment's wallet, chain and API steps through wagmi. Reads and receipts go to the target
 * chain's RPC (the wagmi transport); approve and activate go through the connected wallet.
 */
export function wagmiActivationDeps(config: Config, queryClient: QueryClient): ActivationDeps {
  // The target chain, known once the terms are read (every later step runs after that).
  let chainId: number | undefined;
  return {
    ...wagmiWalletDeps(config, () => chainId),
    async terms() {
      const [settings, status] = await Promise.all([
        getChainSettings(),
        queryClient.fetchQuery({ ...activationQueryOptions(), staleTime: 0 }),
      ]);
      if (!isKnownChain(settings.chain_id) || !status.contract || !status.coin.address) return undefined;
      chainId = settings.chain_id;
      return {
        chainId: settings.chain_id,
        contract: status.contract as Address,
        coin: status.coin.address as Address,
        account: BigInt(status.account),
      };
    },
    price: (contract) =>
      readContract(config, { chainId, address: contract, abi: activationAbi, functionName: 'price' }),
    payerOf: (contract, account) =>
      readContract(config, {
        chainId,
        address: contract,
        abi: activationAbi,
        functionName: 'payerOf',
        args: [account],
      }),
    activate: (contract, account) =>
      writeContract(config, {
        chainId,
        address: contract,
        abi: activationAbi,
        functionName: 'activate',
        args: [account],
      }),
    async report(hash) {
      const reported = await reportActivation(hash);
      // A status fetched meanwhile may already say more (the report waits for the node to see it).
      queryClient.setQueryData(activationQueryOptions().queryKey, (current) =>
        current?.state === 'activated' ? current : reported,
      );
    },
  };
}
