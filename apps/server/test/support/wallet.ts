import type { FastifyInstance } from 'fastify';
import { privateKeyToAccount } from 'viem/accounts';

/** Anvil's first two well-known development keys: test wallets, never real funds. */
export const TEST_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

export const testAccount = privateKeyToAccount(TEST_KEYS[0]);

/** Asks the server for a sign-in message for the test wallet. */
export async function signInMessage(app: FastifyInstance, address = testAccount.address): Promise<string> {
  const res = await app.inject({
    url: `/api/auth/msg?address=${address}`,
    headers: { host: 'localhost:8080' },
  });
  return res.json().data.message;
}

/** Posts a signed message to the wallet sign-in endpoint. */
export function postWalletLogin(
  app: FastifyInstance,
  message: string,
  signature: string,
  language = 'EN-US',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/wallet',
    headers: { language },
    payload: { message, signature },
  });
}
