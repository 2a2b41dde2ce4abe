import { cardNftAbi } from '@yuanlong/chain/abis';
import type { Config } from 'wagmi';
import { getBlockNumber, readContract, simulateContract, writeContract } from 'wagmi/actions';
import { sleep } from '../../lib/chain-tx/sleep.ts';
import { wagmiWalletDeps } from '../../lib/chain-tx/wagmi-wallet.ts';
import { getChainSettings, isKnownChain } from '../../lib/wagmi.ts';
import type { AuctionCall, AuctionDeps } from './auction-flow.ts';

// wagmi's call types are narrowed per ABI; the flow's calls are checked where they are built.
type LooseCall = Parameters<typeof writeContract>[1];
const loose = (call: AuctionCall, chainId: number | undefined) =>
  ({ ...call, chainId }) as unknown as LooseCall;

/**
 * The auction's wallet, chain and API steps through wagmi. Reads, simulations and receipts go to
 * the target chain's RPC; approvals and calls go through the connected wallet.
 */
export function wagmiAuctionDeps(config: Config): AuctionDeps {
  let chainId: number | undefined;
  return {
    ...wagmiWalletDeps(config, () => chainId),
    async chain() {
      const settings = await getChainSettings();
      if (!isKnownChain(settings.chain_id) || !settings.contracts) return undefined;
      chainId = settings.chain_id;
      return {
        chainId,
        required: settings.confirmations,
        nft111: settings.contracts.nft111 as `0x${string}`,
      };
    },
    async simulate(call, account) {
      await simulateContract(config, {
        ...(loose(call, chainId) as Parameters<typeof simulateContract>[1]),
        account,
      });
    },
    write: (call) => writeContract(config, loose(call, chainId)),
    async nftApproved(collection, tokenId, owner, operator) {
      const on = { chainId, address: collection, abi: cardNftAbi } as const;
      const [approved, all] = await Promise.all([
        readContract(config, { ...on, functionName: 'getApproved', args: [tokenId] }),
        readContract(config, { ...on, functionName: 'isApprovedForAll', args: [owner, operator] }),
      ]);
      return all || approved.toLowerCase() === operator.toLowerCase();
    },
    approveNft: (collection, tokenId, operator) =>
      writeContract(config, {
        chainId,
        address: collection,
        abi: cardNftAbi,
        functionName: 'approve',
        args: [operator, tokenId],
      }),
    blockNumber: () => getBlockNumber(config, { chainId, cacheTime: 0 }),
    sleep,
  };
}
