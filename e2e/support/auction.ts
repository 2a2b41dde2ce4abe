import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { type Abi, type Address, createPublicClient, type Hex, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { cardNftAbi, gameVaultAbi } from '../../packages/chain/src/abis.ts';
import type { DevAccount } from '../../packages/chain/src/accounts.ts';
import { api } from './api.ts';
import { type ChainSettings, nodeWallet } from './chain.ts';
import { setFundPasswordByApi } from './fund-password.ts';
import { useLanguage } from './session.ts';
import { signInWithWallet } from './wallet-session.ts';

/** A funded account of the local chain for one test: a fresh key given `bnb` BNB. */
export async function freshAccount(settings: ChainSettings, bnb = '100'): Promise<DevAccount> {
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther(bnb).toString(16)}`] as never,
  });
  return { index: -1, address, privateKey };
}

/** Moves the chain's clock past `seconds` and mines a block with the new time. */
export async function advanceChainTime(settings: ChainSettings, seconds: number) {
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  await client.request({ method: 'evm_increaseTime' as never, params: [seconds] as never });
  await client.request({ method: 'evm_mine' as never, params: [] as never });
}

interface OwnedAsset {
  id: number;
  kind: number;
  token_id: string | null;
  name: string;
  location: number;
  status: number | null;
}

/**
 * A game card of `player` moved to its wallet through the claim (mint) voucher, sent from Node:
 * the setup of an auction (the claim flow has its own browser test). Returns the wallet asset.
 */
export async function walletCardOf(
  request: APIRequestContext,
  settings: ChainSettings,
  player: DevAccount,
  token: string,
  fundPassword: string,
  /** This card (an idle game hero of the player) instead of the last idle one. */
  cardId?: number,
): Promise<OwnedAsset> {
  const user = await api<{ has_pay_password: boolean; email: string }>(request, token, '/api/user/info');
  if (!user.has_pay_password || !user.email) await setFundPasswordByApi(request, token, fundPassword);
  const page = await api<{ items: OwnedAsset[] }>(request, token, '/api/user/card/list?kind=hero&size=24');
  // The last idle one: other tests of this player take the first ones.
  const card = page.items.findLast(
    (a) => a.location === 2 && a.status === null && (cardId === undefined || a.id === cardId),
  );
  expect(card, 'an idle game card').toBeTruthy();
  const voucher = await api<{
    kind: string;
    token_id: string;
    asset_type: number;
    to: Address;
    account: string;
    nonce: string;
    deadline: string;
    signature: Hex;
  }>(request, token, '/api/card/claim', { id: card!.id });
  expect(voucher.kind).toBe('mint_card');
  await sendFrom(settings, player, {
    address: settings.contracts!.vault,
    abi: gameVaultAbi,
    functionName: 'mintCard',
    args: [
      BigInt(voucher.token_id),
      voucher.asset_type,
      voucher.to,
      BigInt(voucher.account),
      BigInt(voucher.nonce),
      BigInt(voucher.deadline),
      voucher.signature,
    ],
  });
  await expect
    .poll(async () => (await api<OwnedAsset>(request, token, `/api/card/${card!.id}`)).location, {
      timeout: 30_000,
    })
    .toBe(1);
  return { ...card!, token_id: voucher.token_id, location: 1 };
}

/** Sends a contract call from `from` on the product's chain and waits for its successful receipt. */
export async function sendFrom(
  settings: ChainSettings,
  from: DevAccount,
  call: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint },
) {
  const { wallet, wait } = nodeWallet(settings, from.privateKey);
  return wait(await wallet.writeContract(call as never));
}

/** The owner of a card token on chain. */
export function cardOwnerOnChain(settings: ChainSettings, tokenId: string): Promise<Address> {
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  return client.readContract({
    address: settings.contracts!.card,
    abi: cardNftAbi,
    functionName: 'ownerOf',
    args: [BigInt(tokenId)],
  });
}

/** A second player in its own browser context, signed in with its wallet, in English. */
export async function playerPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  player: DevAccount,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await useLanguage(context, baseURL, 'en');
  const page: Page = await context.newPage();
  const session = await signInWithWallet(page, request, player);
  return { context, page, ...session };
}
