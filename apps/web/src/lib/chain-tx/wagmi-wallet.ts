import { gameCoinAbi } from '@yuanlong/chain/abis';
import { type Config, ProviderNotFoundError } from 'wagmi';
import {
  connect,
  getBalance,
  getConnection,
  readContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { availableConnectors, getChainSettings } from '../wagmi.ts';
import type { WalletDeps } from './tx-flow.ts';

/**
 * The wallet and chain steps of a flow through wagmi. Reads and receipts go to the target chain's
 * RPC (the wagmi transport); approvals go through the connected wallet. `target` is the chain the
 * flow works on, known once its terms are read (every read runs after that).
 */
export function wagmiWalletDeps(config: Config, target: () => number | undefined): WalletDeps {
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
    async switchChain(chainId) {
      const settings = await getChainSettings();
      // A wallet that does not know the chain is asked to add it, with the page's own RPC URL.
      const rpc = settings.rpc_url ? { rpcUrls: [settings.rpc_url] } : undefined;
      await switchChain(config, { chainId, addEthereumChainParameter: rpc });
    },
    async balanceOf(coin, owner) {
      const chainId = target();
      if (!coin) return (await getBalance(config, { chainId, address: owner })).value;
      return readContract(config, {
        chainId,
        address: coin,
        abi: gameCoinAbi,
        functionName: 'balanceOf',
        args: [owner],
      });
    },
    allowance: (coin, owner, spender) =>
      readContract(config, {
        chainId: target(),
        address: coin,
        abi: gameCoinAbi,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    approve: (coin, spender, amount) =>
      writeContract(config, {
        chainId: target(),
        address: coin,
        abi: gameCoinAbi,
        functionName: 'approve',
        args: [spender, amount],
      }),
    async waitForReceipt(hash) {
      const receipt = await waitForTransactionReceipt(config, { chainId: target(), hash });
      return { status: receipt.status, blockNumber: receipt.blockNumber };
    },
  };
}
