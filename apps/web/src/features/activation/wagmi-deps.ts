import type { QueryClient } from '@tanstack/react-query';
import { activationAbi, gameCoinAbi } from '@yuanlong/chain/abis';
import type { Address } from 'viem';
import { type Config, ProviderNotFoundError } from 'wagmi';
import {
  connect,
  getConnection,
  readContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { activationQueryOptions } from '../../lib/activation.ts';
import { availableConnectors, getChainSettings, isKnownChain } from '../../lib/wagmi.ts';
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
    async connect() {
      const current = getConnection(config);
      if (current.status === 'connected') {
        return { address: current.address, chainId: await current.connector.getChainId() };
      }
      const connector = (await availableConnectors(config.connectors))[0];
      if (!connector) throw new ProviderNotFoundError();
      const result = await connect(config, { connector });
      return { address: result.accounts[0], chainId: result.chainId };
    },
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
    async switchChain(target) {
      const settings = await getChainSettings();
      // A wallet that does not know the chain is asked to add it, with the page's own RPC URL.
      const rpc = settings.rpc_url ? { rpcUrls: [settings.rpc_url] } : undefined;
      await switchChain(config, { chainId: target, addEthereumChainParameter: rpc });
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
    balanceOf: (coin, owner) =>
      readContract(config, {
        chainId,
        address: coin,
        abi: gameCoinAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    allowance: (coin, owner, spender) =>
      readContract(config, {
        chainId,
        address: coin,
        abi: gameCoinAbi,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    approve: (coin, spender, amount) =>
      writeContract(config, {
        chainId,
        address: coin,
        abi: gameCoinAbi,
        functionName: 'approve',
        args: [spender, amount],
      }),
    activate: (contract, account) =>
      writeContract(config, {
        chainId,
        address: contract,
        abi: activationAbi,
        functionName: 'activate',
        args: [account],
      }),
    async waitForReceipt(hash) {
      const receipt = await waitForTransactionReceipt(config, { chainId, hash });
      return receipt.status;
    },
    async report(hash) {
      const reported = await reportActivation(hash);
      // A status fetched meanwhile may already say more (the report waits for the node to see it).
      queryClient.setQueryData(activationQueryOptions().queryKey, (current) =>
        current?.state === 'activated' ? current : reported,
      );
    },
  };
}
