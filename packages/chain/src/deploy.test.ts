import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, type PublicClient, parseEventLogs } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNftAbi, dragonNftAbi, gameCoinAbi, gameVaultAbi, nft111Abi } from './abis.ts';
import { demoPlayers, devAccounts } from './accounts.ts';
import { findFreePort, type RunningAnvil, startAnvil } from './anvil.ts';
import { type ChainAddresses, deploy } from './deploy.ts';
import { nftDepositArgs } from './nft-deposit.ts';
import { minimumNextPrice, splitBid } from './nft111.ts';

// One chain for the whole file: start anvil in a temp dir, deploy, use it, restart it from its state.
describe('anvil + deploy', () => {
  let dir: string;
  let stateFile: string;
  let addressesFile: string;
  let port: number;
  let anvil: RunningAnvil | undefined;
  let addresses: ChainAddresses;
  let client: PublicClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'yuanlong-chain-'));
    stateFile = join(dir, 'state.json');
    addressesFile = join(dir, 'addresses.json');
    port = await findFreePort();
    anvil = await startAnvil({ port, stateFile });
    client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const result = await deploy({ rpcUrl: anvil.rpcUrl, addressesFile });
    expect(result.reused).toBe(false);
    addresses = result.addresses;
  });

  afterAll(async () => {
    await anvil?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts anvil on the port and answers the RPC', () => {
    expect(anvil?.rpcUrl).toBe(`http://127.0.0.1:${port}`);
    expect(anvil?.chainId).toBe(31337);
  });

  it('saves the addresses to the file given', () => {
    const saved = JSON.parse(readFileSync(addressesFile, 'utf8')) as ChainAddresses;
    expect(saved).toEqual(addresses);
    expect(saved.chainId).toBe(31337);
    expect(saved.deployer).toBe(devAccounts.deployer.address);
    expect(Object.keys(saved.coins)).toEqual(['MDS', 'MDV', 'META', 'HFH', 'ENFT']);
  });

  it('deploys coins whose symbol and decimals read back', async () => {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: addresses.coins.HFH, abi: gameCoinAbi, functionName: 'symbol' }),
      client.readContract({ address: addresses.coins.HFH, abi: gameCoinAbi, functionName: 'decimals' }),
    ]);
    expect(symbol).toBe('HFH');
    expect(decimals).toBe(8);
    const mdsDecimals = await client.readContract({
      address: addresses.coins.MDS,
      abi: gameCoinAbi,
      functionName: 'decimals',
    });
    expect(mdsDecimals).toBe(18);
  });

  it('mints the demo coins and NFTs to the demo players', async () => {
    const player = demoPlayers[0]!;
    const balance = await client.readContract({
      address: addresses.coins.MDV,
      abi: gameCoinAbi,
      functionName: 'balanceOf',
      args: [player.address],
    });
    expect(balance).toBe(100_000n * 10n ** 18n);
    expect(addresses.demo?.cards).toHaveLength(16);
    expect(addresses.demo?.dragons).toHaveLength(8);
    const card = addresses.demo!.cards.find((c) => c.assetType === 3)!;
    const [owner, assetType] = await Promise.all([
      client.readContract({
        address: addresses.contracts.cardNft,
        abi: cardNftAbi,
        functionName: 'ownerOf',
        args: [BigInt(card.tokenId)],
      }),
      client.readContract({
        address: addresses.contracts.cardNft,
        abi: cardNftAbi,
        functionName: 'assetTypeOf',
        args: [BigInt(card.tokenId)],
      }),
    ]);
    expect(owner).toBe(card.owner);
    expect(assetType).toBe(3);
  });

  it('mirrors the auction price rules of the deployed Nft111', async () => {
    const nft111 = { address: addresses.contracts.nft111, abi: nft111Abi } as const;
    for (const price of [1n, 99n, 1_234_567n, 10n ** 18n + 1n, 2n ** 128n - 1n]) {
      expect(await client.readContract({ ...nft111, functionName: 'minimumNextPrice', args: [price] })).toBe(
        minimumNextPrice(price),
      );
      for (const bidNumber of [1n, 3n, 250n]) {
        const [toPrevious, copyright, platform, perHolder] = await client.readContract({
          ...nft111,
          functionName: 'splitBid',
          args: [price, bidNumber],
        });
        expect({ toPrevious, copyright, platform, perHolder }).toEqual(splitBid(price, bidNumber));
      }
    }
  });

  it('emits NftDeposited when a player deposits a dragon to the vault', async () => {
    const player = demoPlayers[1]!;
    const dragon = addresses.demo!.dragons.find((d) => d.owner === player.address)!;
    const wallet = createWalletClient({
      account: privateKeyToAccount(player.privateKey),
      chain: { ...foundry, id: anvil!.chainId },
      transport: http(anvil!.rpcUrl),
    });
    const hash = await wallet.writeContract({
      address: addresses.contracts.dragonNft,
      abi: dragonNftAbi,
      functionName: 'safeTransferFrom',
      args: nftDepositArgs(player.address, addresses.contracts.gameVault, BigInt(dragon.tokenId), 1234n, 2n),
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs, eventName: 'NftDeposited' });
    expect(event?.args).toEqual({
      collection: addresses.contracts.dragonNft,
      tokenId: BigInt(dragon.tokenId),
      from: player.address,
      account: 1234n,
      serverId: 2n,
    });
  });

  it('keeps the contracts across a restart from the state file, and deploy() reuses them', async () => {
    const blockBefore = await client.getBlockNumber();
    await anvil!.stop();
    anvil = await startAnvil({ port, stateFile });
    const restarted = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    expect(await restarted.getBlockNumber()).toBeGreaterThanOrEqual(blockBefore);
    const symbol = await restarted.readContract({
      address: addresses.coins.MDS,
      abi: gameCoinAbi,
      functionName: 'symbol',
    });
    expect(symbol).toBe('MDS');
    const again = await deploy({ rpcUrl: anvil.rpcUrl, addressesFile });
    expect(again.reused).toBe(true);
    expect(again.addresses).toEqual(addresses);
    expect(await restarted.getBlockNumber()).toBeGreaterThanOrEqual(blockBefore);
  });

  it('deploys again when the saved addresses have no code (a fresh chain)', async () => {
    const freshDir = mkdtempSync(join(tmpdir(), 'yuanlong-chain-fresh-'));
    const fresh = await startAnvil({ port: await findFreePort(), stateFile: join(freshDir, 'state.json') });
    try {
      const result = await deploy({ rpcUrl: fresh.rpcUrl, addressesFile, demo: false });
      expect(result.reused).toBe(false);
      expect(result.addresses.demo).toBeUndefined();
    } finally {
      await fresh.stop();
      rmSync(freshDir, { recursive: true, force: true });
    }
  });
});
