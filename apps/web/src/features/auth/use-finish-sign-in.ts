import type { InviteStatus } from '@yuanlong/shared/invite';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearInviteCode, getInviteCode } from '../../lib/invite-code.ts';
import { afterSignIn } from '../../lib/shared-pages.ts';
import { showToast } from '../../lib/toast.ts';
import { setToken } from '../../lib/token.ts';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * Keeps the new session (token cookie), says what became of an invite code the server could not
 * use (unknown, or the user's own: sign-in goes on), forgets it and opens the account (or the
 * shared page the visitor came from).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (result: { token: string; invite_status?: InviteStatus; expires_at?: string }) => {
      const code = getInviteCode() ?? '';
      setToken(result.token, result.expires_at);
      clearInviteCode();
      if (result.invite_status === 'unknown') showToast(t('invite.status.unknown', { code }), 'error');
      else if (result.invite_status === 'self') showToast(t('invite.status.self'), 'error');
      else if (result.invite_status === 'bound') showToast(t('invite.status.bound', { code }), 'success');
      void navigate(afterSignIn(window.location.search), { replace: true });
    },
    [navigate, t],
  );
}
