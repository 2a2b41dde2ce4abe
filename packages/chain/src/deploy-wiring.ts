import { type Address, encodeFunctionData, type Hex, keccak256, toBytes } from 'viem';
import { cardNftAbi, gameVaultAbi, nft111Abi } from '../generated/abis.ts';
import { type GameCoinSymbol, gameCoins } from './assets.ts';

// Gas limits are fixed so that transactions can be sent back to back without waiting for the
// previous one (estimation would need it mined). Each is about 1.5x what it uses.
export const GAS = {
  coin: 1_500_000n,
  nft: 3_000_000n,
  activation: 1_200_000n,
  vault: 3_000_000n,
  nft111: 4_000_000n,
  call: 250_000n,
} as const;

/** Sends one transaction with the next nonce and returns at once (see deploy). */
export type Send = (
  label: string,
  to: Address | undefined,
  data: Hex,
  gas: bigint,
  value?: bigint,
) => Promise<void>;

/** The addresses deploy() has given the contracts so far. */
export interface Deployed {
  coins: Record<GameCoinSymbol, Address>;
  dragonNft: Address;
  cardNft: Address;
  gameVault: Address;
  nft111: Address;
}

/** GameNft.MINTER_ROLE. */
const MINTER_ROLE = keccak256(toBytes('MINTER_ROLE'));

/**
 * Roles and allow-lists: the vault and the deployer may mint cards, the deployer dragons; the
 * vault and NFT111 accept both collections and every game coin.
 */
export async function wireContracts(send: Send, deployer: Address, at: Deployed): Promise<void> {
  const { coins, dragonNft, cardNft, gameVault, nft111 } = at;
  const grant = (to: Address) =>
    encodeFunctionData({ abi: cardNftAbi, functionName: 'grantRole', args: [MINTER_ROLE, to] });
  await send('CardNFT: the vault may mint', cardNft, grant(gameVault), GAS.call);
  await send('CardNFT: the deployer may mint', cardNft, grant(deployer), GAS.call);
  await send('DragonNFT: the deployer may mint', dragonNft, grant(deployer), GAS.call);
  for (const collection of [dragonNft, cardNft]) {
    const allow = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'setCollectionAllowed',
      args: [collection, true],
    });
    await send('GameVault: allow collection', gameVault, allow, GAS.call);
    const add = encodeFunctionData({ abi: nft111Abi, functionName: 'addCollection', args: [collection] });
    await send('Nft111: add collection', nft111, add, GAS.call);
  }
  for (const { symbol } of gameCoins) {
    const allow = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'setCoinAllowed',
      args: [coins[symbol], true],
    });
    await send(`GameVault: allow ${symbol}`, gameVault, allow, GAS.call);
    const add = encodeFunctionData({ abi: nft111Abi, functionName: 'addCoin', args: [coins[symbol]] });
    await send(`Nft111: add ${symbol}`, nft111, add, GAS.call);
  }
}
