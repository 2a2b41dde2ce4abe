import { type Address, encodeFunctionData, parseUnits } from 'viem';
import { cardNftAbi, dragonNftAbi, gameCoinAbi, gameVaultAbi } from '../generated/abis.ts';
import { demoPlayers } from './accounts.ts';
import { cardAssetTypes, type GameCoinSymbol, gameCoins } from './assets.ts';
import type { DemoAssets } from './deploy-addresses.ts';
import { GAS, type Send } from './deploy-wiring.ts';

/** Whole coins minted to each demo player, per coin. */
const DEMO_COINS_PER_PLAYER = '100000';
/** Whole coins (and BNB) put in the vault so that payouts work from the start. */
const VAULT_FLOAT = '1000000';
const VAULT_BNB_FLOAT = '100';
/** Demo NFT ids: 900,000,000 + player * 100 + n, far from ids the game will use. */
const DEMO_ID_BASE = 900_000_000n;

/** Coins for every demo player, a float of every coin and of BNB in the vault, and NFTs. */
export async function mintDemoAssets(
  send: Send,
  at: { coins: Record<GameCoinSymbol, Address>; gameVault: Address; dragonNft: Address; cardNft: Address },
): Promise<DemoAssets> {
  const demo: DemoAssets = {
    players: demoPlayers.map((p) => p.address),
    coinsPerPlayer: {} as DemoAssets['coinsPerPlayer'],
    dragons: [],
    cards: [],
  };
  for (const { symbol, decimals } of gameCoins) {
    const perPlayer = parseUnits(DEMO_COINS_PER_PLAYER, decimals);
    demo.coinsPerPlayer[symbol] = perPlayer.toString();
    for (const player of demoPlayers) {
      const mint = encodeFunctionData({
        abi: gameCoinAbi,
        functionName: 'mint',
        args: [player.address, perPlayer],
      });
      await send(`${symbol} to ${player.address}`, at.coins[symbol], mint, GAS.call);
    }
    const float = parseUnits(VAULT_FLOAT, decimals);
    const mint = encodeFunctionData({ abi: gameCoinAbi, functionName: 'mint', args: [at.gameVault, float] });
    await send(`${symbol} float to the vault`, at.coins[symbol], mint, GAS.call);
  }
  const deposit = encodeFunctionData({ abi: gameVaultAbi, functionName: 'depositNative', args: [0n, 0n] });
  await send('BNB float to the vault', at.gameVault, deposit, GAS.call, parseUnits(VAULT_BNB_FLOAT, 18));

  for (const [p, player] of demoPlayers.entries()) {
    const base = DEMO_ID_BASE + BigInt(p + 1) * 100n;
    for (const n of [1n, 2n]) {
      const tokenId = base + n;
      const mint = encodeFunctionData({
        abi: dragonNftAbi,
        functionName: 'safeMint',
        args: [player.address, tokenId],
      });
      await send(`dragon ${tokenId}`, at.dragonNft, mint, GAS.call);
      demo.dragons.push({ tokenId: tokenId.toString(), owner: player.address });
    }
    for (const assetType of Object.values(cardAssetTypes)) {
      const tokenId = base + 10n + BigInt(assetType);
      const mint = encodeFunctionData({
        abi: cardNftAbi,
        functionName: 'safeMint',
        args: [player.address, tokenId, assetType],
      });
      await send(`card ${tokenId}`, at.cardNft, mint, GAS.call);
      demo.cards.push({ tokenId: tokenId.toString(), owner: player.address, assetType });
    }
  }
  return demo;
}
