import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { DevAccount } from '../../packages/chain/src/accounts.ts';
import { chainSettings } from './chain.ts';
import { installTestWallet } from './test-wallet.ts';
import { connectWalletButton } from './ui.ts';

/**
 * Signs in on /login with the injected test wallet holding `player`'s key, on the product's chain;
 * lands on the account. Returns the chain settings, the wallet and the session token.
 */
export async function signInWithWallet(page: Page, request: APIRequestContext, player: DevAccount) {
  const settings = await chainSettings(request);
  const wallet = await installTestWallet(page, { keys: [player.privateKey], rpcUrl: settings.rpc_url });
  await page.goto('/login');
  await connectWalletButton(page).click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'a session token cookie').toBeTruthy();
  return { settings, wallet, token: token! };
}
