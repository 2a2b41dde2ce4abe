import { useMutation } from '@tanstack/react-query';
import { type EmailLoginBody, loginResultSchema } from '@yuanlong/shared/auth';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/auth/login/email: e-mail and login password, after the slider captcha. */
export function loginEmail(body: EmailLoginBody) {
  return apiPost('/api/auth/login/email', { body, schema: loginResultSchema });
}

export function useLoginEmail() {
  return useMutation({ mutationFn: loginEmail });
}
