import { useMutation } from '@tanstack/react-query';
import { type BindEmailBody, bindEmailResultSchema } from '@yuanlong/shared/account';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateUser } from './invalidate-user.ts';

/** POST /api/user/bind_email: binds (or changes) the e-mail with a bind code; may set the first login password. */
export function bindEmail(body: BindEmailBody) {
  return apiPost('/api/user/bind_email', { body, schema: bindEmailResultSchema });
}

export function useBindEmail() {
  return useMutation({ mutationFn: bindEmail, onSuccess: invalidateUser });
}
