import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearInviteCode } from '../../lib/invite-code.ts';
import { setToken } from '../../lib/token.ts';

/** Keeps the new session (token cookie), forgets the used invite code and opens the account. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (token: string) => {
      setToken(token);
      clearInviteCode();
      void navigate('/Account', { replace: true });
    },
    [navigate],
  );
}
