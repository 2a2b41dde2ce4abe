import { useMutation } from '@tanstack/react-query';
import type { PayPasswordBody } from '@yuanlong/shared/account';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateUser } from './invalidate-user.ts';

/** POST /api/user/paypwd: sets or changes the fund password (login password or e-mail code). */
export function setPayPassword(body: PayPasswordBody) {
  return apiPost<unknown>('/api/user/paypwd', { body });
}

export function useSetPayPassword() {
  return useMutation({ mutationFn: setPayPassword, onSuccess: invalidateUser });
}
