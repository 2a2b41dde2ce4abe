import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../lib/api-client.ts';
import { clearServerId } from '../../../lib/session.ts';
import { clearToken } from '../../../lib/token.ts';

/** POST /api/user/logout: ends the session on the server. */
export function logout() {
  return apiPost<unknown>('/api/user/logout');
}

/**
 * Ends the current session on the server without telling the user anything (it may have
 * expired already): for a sign-in that replaces it.
 */
export function endSessionQuietly(): Promise<void> {
  return apiPost<unknown>('/api/user/logout', { quiet: true }).then(
    () => undefined,
    () => undefined,
  );
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
