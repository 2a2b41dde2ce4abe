import { useMutation } from '@tanstack/react-query';
import { type SendCodeBody, sendCodeResultSchema } from '@yuanlong/shared/account';
import { apiPost } from '../../lib/api-client.ts';

/** POST /api/user/send_code: a six-digit code by e-mail, after the captcha. */
export function sendCode(body: SendCodeBody) {
  return apiPost('/api/user/send_code', { body, schema: sendCodeResultSchema });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
