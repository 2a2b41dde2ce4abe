import { useMutation } from '@tanstack/react-query';
import { nicknameResultSchema } from '@yuanlong/shared/account';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateUser } from './invalidate-user.ts';

/** POST /api/user/nickname. */
export function setNickname(nickname: string) {
  return apiPost('/api/user/nickname', { body: { nickname }, schema: nicknameResultSchema });
}

export function useSetNickname() {
  return useMutation({ mutationFn: setNickname, onSuccess: invalidateUser });
}
