import { cardNftAbi, dragonNftAbi } from '@yuanlong/chain/abis';
import { BaseError, ContractFunctionRevertedError, type PublicClient } from 'viem';
import type { ChainContracts } from '../../chain/contracts.ts';

/** Where an asset's token is on chain: held by the vault, not minted, or held by someone else. */
export type TokenPlace = 'vault' | 'none' | 'elsewhere';

/** The NFT collection of an asset kind: dragons (4) or cards (0–3). */
export function collectionOf(contracts: ChainContracts, kind: number) {
  return kind === 4 ? contracts.contracts.dragonNft : contracts.contracts.cardNft;
}

/** Reads `ownerOf(tokenId)` on the asset's collection: the vault, nobody (never minted), or another holder. */
export async function tokenPlace(
  client: PublicClient,
  contracts: ChainContracts,
  kind: number,
  tokenId: bigint,
): Promise<TokenPlace> {
  try {
    const owner = await client.readContract({
      address: collectionOf(contracts, kind),
      abi: kind === 4 ? dragonNftAbi : cardNftAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
    return owner.toLowerCase() === contracts.contracts.gameVault.toLowerCase() ? 'vault' : 'elsewhere';
  } catch (error) {
    if (isNonexistentToken(error)) return 'none';
    throw error;
  }
}

function isNonexistentToken(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (e) => e instanceof ContractFunctionRevertedError && e.data?.errorName === 'ERC721NonexistentToken',
    ) !== null
  );
}
