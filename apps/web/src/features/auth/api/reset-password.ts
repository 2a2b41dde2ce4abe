import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@yuanlong/shared/account';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/user/forget/reset: a reset code from the e-mail and the new login password. */
export function resetPassword(body: ResetPasswordBody) {
  return apiPost<unknown>('/api/user/forget/reset', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
