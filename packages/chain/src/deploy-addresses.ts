import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Address, type Hex, zeroAddress } from 'viem';
import type { GameCoinSymbol } from './assets.ts';

/** Addresses of a deployment, as saved in the addresses file (JSON). */
export interface ChainAddresses {
  chainId: number;
  /** Block of the first deployment transaction: where an event indexer starts. */
  deployedAtBlock: number;
  deployer: Address;
  /** GameVault's voucher signer. */
  signer: Address;
  /** Receives activation payments. */
  treasury: Address;
  /** Copyright owner of both collections. */
  copyrightOwner: Address;
  coins: Record<GameCoinSymbol, Address>;
  contracts: {
    dragonNft: Address;
    cardNft: Address;
    activation: Address;
    gameVault: Address;
    nft111: Address;
  };
  /** Assets minted for the demo players (absent when deployed without demo assets). */
  demo?: DemoAssets;
}

/** What deploy() mints for the demo (token ids as decimal strings). */
export interface DemoAssets {
  players: Address[];
  /** Base units of each game coin minted to every player. */
  coinsPerPlayer: Record<GameCoinSymbol, string>;
  dragons: { tokenId: string; owner: Address }[];
  cards: { tokenId: string; owner: Address; assetType: number }[];
}

/** Reads a saved addresses file; undefined when it does not exist. */
export function readAddresses(file: string): ChainAddresses | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ChainAddresses;
}

/** Saves the addresses file (written to a temporary file first, then renamed). */
export function saveAddresses(file: string, addresses: ChainAddresses): void {
  writeAtomically(file, `${JSON.stringify(addresses, null, 2)}\n`);
}

/** True when every saved address has code on the chain `client` reads. */
export async function allHaveCode(
  client: { getCode: (args: { address: Address }) => Promise<Hex | undefined> },
  saved: ChainAddresses,
): Promise<boolean> {
  const all = [...Object.values(saved.coins), ...Object.values(saved.contracts)];
  if (all.some((address) => !address || address === zeroAddress)) return false;
  const codes = await Promise.all(all.map((address) => client.getCode({ address })));
  return codes.every((code) => code !== undefined && code !== '0x');
}

function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}
