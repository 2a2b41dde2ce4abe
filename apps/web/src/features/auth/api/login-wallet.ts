import { loginResultSchema } from '@yuanlong/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auth/login/wallet: the signed message (the invite code of the first sign-in, the second factor's code when on). */
export function loginWallet(body: {
  message: string;
  signature: string;
  invite_code?: string;
  totp_code?: string;
}) {
  return apiPost('/api/auth/login/wallet', { body, schema: loginResultSchema });
}
