import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { Locale } from './locales.ts';

/** Anvil's well-known development keys: test wallets only. */
export const TEST_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

/** Signs in through the real API (EIP-4361 message signed with a test key); returns the token. */
export async function signInByApi(
  request: APIRequestContext,
  account: PrivateKeyAccount = privateKeyToAccount(TEST_KEYS[0]),
) {
  const msg = await request.get(`/api/auth/msg?address=${account.address}`);
  const { message } = (await msg.json()).data;
  const login = await request.post('/api/auth/login/wallet', {
    data: { message, signature: await account.signMessage({ message }) },
  });
  const body = await login.json();
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.msg}`);
  return { token: body.data.token as string, address: account.address };
}

/** Puts a session token where the web app keeps it (the `token` cookie). */
export async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
}

/** Sets the web app's language (the `lang` cookie). */
export async function useLanguage(context: BrowserContext, baseURL: string, lang: Locale) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/** Signs `account` in through the API and gives the browser context its session; returns the session. */
export async function signInContext(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  account?: PrivateKeyAccount,
) {
  const session = await signInByApi(request, account);
  await useToken(context, baseURL, session.token);
  return session;
}

/** Opens `path` in `lang`, signed in as a new player (a fresh wallet); returns its session. */
export async function openAsNewPlayer(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  lang: Locale,
  path: string,
) {
  await useLanguage(page.context(), baseURL, lang);
  const session = await signInContext(
    page.context(),
    request,
    baseURL,
    privateKeyToAccount(generatePrivateKey()),
  );
  await page.goto(path);
  return session;
}
