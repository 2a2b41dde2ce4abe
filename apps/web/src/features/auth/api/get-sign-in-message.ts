import { signInMessageSchema } from '@yuanlong/shared/auth';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/auth/msg: the Sign-In with Ethereum (EIP-4361) message for a wallet address. */
export async function getSignInMessage(address: string): Promise<string> {
  const { message } = await apiGet(`/api/auth/msg?address=${encodeURIComponent(address)}`, {
    schema: signInMessageSchema,
  });
  return message;
}
