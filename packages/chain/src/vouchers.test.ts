import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNftAbi, gameVaultAbi } from './abis.ts';
import { devAccounts } from './accounts.ts';
import { cardAssetTypes } from './assets.ts';
import { type DevChain, startDevChain } from './dev-chain.ts';
import { type GameVaultDomain, payoutArgs, signClaimNft, signMintCard, signPayout } from './vouchers.ts';

// The TypeScript voucher signing must produce signatures the vault accepts.
describe('vouchers signed with viem', () => {
  let dir: string;
  let chain: DevChain;
  let client: PublicClient;
  let domain: GameVaultDomain;
  const signer = privateKeyToAccount(devAccounts.signer.privateKey);
  const relayer = privateKeyToAccount(devAccounts.payout.privateKey);
  const player = devAccounts.freshPlayer.address;
  let deadline: bigint;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'yuanlong-vouchers-'));
    chain = await startDevChain({ dataDir: dir });
    client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) });
    domain = { chainId: chain.chainId, verifyingContract: chain.addresses.contracts.gameVault };
    deadline = (await client.getBlock()).timestamp + 3600n;
  });

  afterAll(async () => {
    await chain?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const wallet = () =>
    createWalletClient({
      account: relayer,
      chain: { ...foundry, id: chain.chainId },
      transport: http(chain.rpcUrl),
    });

  it('mints a game-born card', async () => {
    const voucher = {
      tokenId: 77n,
      assetType: cardAssetTypes.pet,
      to: player,
      account: 42n,
      nonce: 1n,
      deadline,
    };
    const signature = await signMintCard(signer, domain, voucher);
    const hash = await wallet().writeContract({
      address: chain.addresses.contracts.gameVault,
      abi: gameVaultAbi,
      functionName: 'mintCard',
      args: [
        voucher.tokenId,
        voucher.assetType,
        voucher.to,
        voucher.account,
        voucher.nonce,
        voucher.deadline,
        signature,
      ],
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const owner = await client.readContract({
      address: chain.addresses.contracts.cardNft,
      abi: cardNftAbi,
      functionName: 'ownerOf',
      args: [77n],
    });
    expect(owner).toBe(player);
  });

  it('pays out BNB, once', async () => {
    const voucher = { coin: zeroAddress, amount: 10n ** 18n, to: player, account: 42n, nonce: 2n, deadline };
    const signature = await signPayout(signer, domain, voucher);
    const before = await client.getBalance({ address: player });
    const args = payoutArgs(voucher, signature);
    const hash = await wallet().writeContract({
      address: chain.addresses.contracts.gameVault,
      abi: gameVaultAbi,
      functionName: 'payout',
      args,
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs, eventName: 'CoinPaidOut' });
    expect(event?.args.nonce).toBe(2n);
    expect(await client.getBalance({ address: player })).toBe(before + 10n ** 18n);
    await expect(
      client.simulateContract({
        account: relayer,
        address: chain.addresses.contracts.gameVault,
        abi: gameVaultAbi,
        functionName: 'payout',
        args,
      }),
    ).rejects.toThrow(/GameVaultNonceUsed/);
  });

  it('refuses a claim voucher signed by another key', async () => {
    const voucher = {
      collection: chain.addresses.contracts.cardNft,
      tokenId: 1n,
      to: player,
      account: 42n,
      nonce: 3n,
      deadline,
    };
    const signature = await signClaimNft(privateKeyToAccount(devAccounts.payout.privateKey), domain, voucher);
    await expect(
      client.simulateContract({
        account: relayer,
        address: chain.addresses.contracts.gameVault,
        abi: gameVaultAbi,
        functionName: 'claimNft',
        args: [
          voucher.collection,
          voucher.tokenId,
          voucher.to,
          voucher.account,
          voucher.nonce,
          voucher.deadline,
          signature,
        ],
      }),
    ).rejects.toThrow(/GameVaultInvalidSigner/);
  });
});
