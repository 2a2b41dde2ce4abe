import { type APIRequestContext, expect } from '@playwright/test';
import { type Address, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { activationAbi, gameCoinAbi, gameVaultAbi } from '../../packages/chain/src/abis.ts';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { type ChainSettings, chainSettings, nodeWallet } from './chain.ts';
import { signInByApi } from './session.ts';

const E18 = 10n ** 18n;

/** Gives a new wallet 1 BNB for gas and mints it whole coins (the deployer owns the coins). */
export async function fundWallet(settings: ChainSettings, to: Address, coins: Record<string, bigint>) {
  const { wallet, wait } = nodeWallet(settings, devAccounts.deployer.privateKey);
  await wait(await wallet.sendTransaction({ to, value: parseEther('1') }));
  for (const [coin, whole] of Object.entries(coins)) {
    const address = settings.contracts!.coins[coin]!;
    await wait(
      await wallet.writeContract({
        address,
        abi: gameCoinAbi,
        functionName: 'mint',
        args: [to, whole * E18],
      }),
    );
  }
}

/** Pays the 1 MDV activation of `userId` from the wallet of `key` (approve, then activate), in Node. */
export async function activateOnChain(settings: ChainSettings, key: Hex, userId: number) {
  const { wallet, wait } = nodeWallet(settings, key);
  const c = settings.contracts!;
  await wait(
    await wallet.writeContract({
      address: c.coins.MDV!,
      abi: gameCoinAbi,
      functionName: 'approve',
      args: [c.activation, E18],
    }),
  );
  await wait(
    await wallet.writeContract({
      address: c.activation,
      abi: activationAbi,
      functionName: 'activate',
      args: [BigInt(userId)],
    }),
  );
}

/** Deposits whole MDS from the wallet of `key` into the game balance of `userId`, in Node. */
export async function depositMds(settings: ChainSettings, key: Hex, userId: number, whole: bigint) {
  const { wallet, wait } = nodeWallet(settings, key);
  const c = settings.contracts!;
  await wait(
    await wallet.writeContract({
      address: c.coins.MDS!,
      abi: gameCoinAbi,
      functionName: 'approve',
      args: [c.vault, whole * E18],
    }),
  );
  await wait(
    await wallet.writeContract({
      address: c.vault,
      abi: gameVaultAbi,
      functionName: 'depositCoin',
      args: [c.coins.MDS!, whole * E18, BigInt(userId), 1n],
    }),
  );
}

/** GET with a session; the envelope's data. */
export async function apiData<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  token: string,
): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}`, language: 'EN-US' } });
  const body = await res.json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** Plays the game's part (simulator): a role on server 1 for the user, at this boss level. */
export async function reachBossLevel(
  request: APIRequestContext,
  token: string,
  userId: number,
  bossLevel: number,
) {
  await request.post('/api/user/create_player/1', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Legion${userId}` },
  });
  const res = await request.post('/api/dev/game/role', {
    data: { user_id: userId, server_id: 1, boss_level: bossLevel },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A fresh player with a role on server 1 (game assets and coins are a role's), activated on chain,
 * with `mds` whole MDS in that role's game balance (no e-mail or fund password yet).
 */
export async function activatedPlayerWithMds(request: APIRequestContext, mds: bigint) {
  const settings = await chainSettings(request);
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  const session = await signInByApi(request, account);
  const role = await request.post('/api/user/create_player/1', {
    headers: { authorization: `Bearer ${session.token}`, language: 'EN-US' },
    data: {},
  });
  expect((await role.json()).code, 'a role on server 1').toBe(200);
  const infoOf = () =>
    apiData<{ userid: number; coins: Record<string, string> }>(request, '/api/user/info', session.token);
  const { userid } = await infoOf();
  await fundWallet(settings, account.address, { MDV: 1n, MDS: mds });
  await activateOnChain(settings, key, userid);
  await depositMds(settings, key, userid, mds);
  await expect
    .poll(async () => BigInt((await infoOf()).coins.MDS ?? '0'), { timeout: 30_000 })
    .toBe(mds * E18);
  return { ...session, userid };
}
