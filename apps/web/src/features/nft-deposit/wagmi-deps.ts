import type { QueryClient } from '@tanstack/react-query';
import { cardNftAbi } from '@yuanlong/chain/abis';
import { nftDepositArgs } from '@yuanlong/chain/nft-deposit';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { getBlockNumber, readContract, writeContract } from 'wagmi/actions';
import { getAssetLocation } from '../../lib/asset-location.ts';
import { sleep } from '../../lib/chain-tx/sleep.ts';
import { wagmiWalletDeps } from '../../lib/chain-tx/wagmi-wallet.ts';
import { userInfoQueryOptions } from '../../lib/user-info.ts';
import { getChainSettings, isKnownChain } from '../../lib/wagmi.ts';
import { reportNftDeposit } from './api/report-nft-deposit.ts';
import type { NftDepositDeps } from './nft-deposit-flow.ts';

const DRAGON = 4;

/**
 * The NFT deposit's wallet, chain and API steps through wagmi and the API client. Both collections
 * are ERC-721s: the card contract's ABI serves for `ownerOf` and `safeTransferFrom` on either.
 */
export function wagmiNftDepositDeps(config: Config, queryClient: QueryClient): NftDepositDeps {
  let chainId: number | undefined;
  return {
    ...wagmiWalletDeps(config, () => chainId),
    async terms(kind) {
      const [settings, user] = await Promise.all([
        getChainSettings(),
        queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 }),
      ]);
      if (!isKnownChain(settings.chain_id) || !settings.contracts) return undefined;
      chainId = settings.chain_id;
      const { contracts } = settings;
      return {
        chainId,
        vault: contracts.vault as Address,
        collection: (kind === DRAGON ? contracts.dragon : contracts.card) as Address,
        account: BigInt(user.userid),
        serverId: BigInt(user.server_id),
        address: user.address,
        required: settings.confirmations,
      };
    },
    ownerOf: (collection, tokenId) =>
      readContract(config, {
        chainId,
        address: collection,
        abi: cardNftAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    transfer(terms, tokenId) {
      return writeContract(config, {
        chainId,
        address: terms.collection,
        abi: cardNftAbi,
        functionName: 'safeTransferFrom',
        args: nftDepositArgs(terms.address as Address, terms.vault, tokenId, terms.account, terms.serverId),
      });
    },
    reportTx: reportNftDeposit,
    blockNumber: () => getBlockNumber(config, { chainId, cacheTime: 0 }),
    assetLocation: getAssetLocation,
    sleep,
  };
}
