import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@yuanlong/shared/account';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateUser } from './invalidate-user.ts';

/** POST /api/user/password: sets or changes the login password (old password or e-mail code). */
export function changePassword(body: ChangePasswordBody) {
  return apiPost<unknown>('/api/user/password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: invalidateUser });
}
