import fs from 'node:fs';
import { type Coin, NATIVE_COIN } from '@yuanlong/shared/coins';
import { type Address, getAddress, isAddress, zeroAddress } from 'viem';
import { z } from 'zod';

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'not an address')
  .transform((value) => getAddress(value));

/**
 * The deployment's addresses file, as packages/chain `deploy()` writes it (ChainAddresses).
 * Only what the server uses is checked; other fields (demo assets) are ignored.
 */
export const contractsFileSchema = z.object({
  chainId: z.number().int().positive(),
  /** Block of the first deployment transaction: where the watcher starts reading. */
  deployedAtBlock: z.number().int().min(0),
  coins: z.object({ MDS: address, MDV: address, META: address, HFH: address, ENFT: address }),
  contracts: z.object({
    dragonNft: address,
    cardNft: address,
    activation: address,
    gameVault: address,
    nft111: address,
  }),
});
export type ChainContracts = z.infer<typeof contractsFileSchema>;

/** Reads and validates CONTRACTS_FILE; throws a readable error naming the file and the problem. */
export function loadContracts(file: string, expectedChainId?: number): ChainContracts {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`CONTRACTS_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseContracts(json, file, expectedChainId);
}

/** Validates an addresses object (see {@link loadContracts}). */
export function parseContracts(json: unknown, source: string, expectedChainId?: number): ChainContracts {
  const parsed = contractsFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`CONTRACTS_FILE ${source} is not a deployment's addresses file: ${problems}`);
  }
  if (expectedChainId !== undefined && parsed.data.chainId !== expectedChainId) {
    throw new Error(
      `CONTRACTS_FILE ${source} is for chain ${parsed.data.chainId}, but CHAIN_ID is ${expectedChainId}`,
    );
  }
  return parsed.data;
}

/**
 * The contracts whose events the watcher reads. They also name its stream (`streamKey`): adding
 * one starts a new stream that reads from the deployment block again (events already recorded
 * are skipped by their exactly-once key).
 */
export function watchedContracts(contracts: ChainContracts): Address[] {
  return [contracts.contracts.activation, contracts.contracts.gameVault, contracts.contracts.nft111];
}

/** What deposits name on chain, as the game knows it: coin symbols and NFT collections by address. */
export interface DepositTargets {
  /** The game coin of a deposited coin address (the zero address is BNB); undefined if unknown. */
  coinOf(address: string): Coin | undefined;
  /** Which asset family an NFT collection holds; undefined for another contract. */
  collectionOf(address: string): 'dragon' | 'card' | undefined;
}

export function depositTargets(contracts: ChainContracts): DepositTargets {
  const coins = new Map<string, Coin>([[zeroAddress, NATIVE_COIN]]);
  for (const [symbol, address] of Object.entries(contracts.coins))
    coins.set(address.toLowerCase(), symbol as Coin);
  const dragon = contracts.contracts.dragonNft.toLowerCase();
  const card = contracts.contracts.cardNft.toLowerCase();
  return {
    coinOf: (address) => coins.get(address.toLowerCase()),
    collectionOf: (address) => {
      const lower = address.toLowerCase();
      return lower === dragon ? 'dragon' : lower === card ? 'card' : undefined;
    },
  };
}
