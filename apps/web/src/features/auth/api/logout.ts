import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../lib/api-client.ts';
import { clearServerId } from '../../../lib/session.ts';
import { clearToken } from '../../../lib/token.ts';

/** POST /api/user/logout: ends the session on the server. */
export function logout() {
  return apiPost<unknown>('/api/user/logout');
}

/** Logs out: ends the session, then (even if the call failed) forgets token and server, goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      clearServerId();
      void navigate('/login', { replace: true });
    },
  });
}
