import { useMutation } from '@tanstack/react-query';
import { recoveryCodesSchema, secondFactorSetupSchema } from '@yuanlong/shared/second-factor';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateUser } from './invalidate-user.ts';

/** POST /api/user/totp/start: a new key (otpauth URI, QR code, text), not in force until confirmed. */
export function startSecondFactor() {
  return apiPost('/api/user/totp/start', { body: {}, schema: secondFactorSetupSchema });
}

/** POST /api/user/totp/confirm: turns it on; answers the recovery codes, this once. */
export function confirmSecondFactor(code: string) {
  return apiPost('/api/user/totp/confirm', { body: { code }, schema: recoveryCodesSchema });
}

/** POST /api/user/totp/off: needs a current code or a recovery code. */
export function disableSecondFactor(code: string) {
  return apiPost<unknown>('/api/user/totp/off', { body: { code } });
}

export function useStartSecondFactor() {
  return useMutation({ mutationFn: startSecondFactor });
}

export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: confirmSecondFactor, onSuccess: invalidateUser });
}

export function useDisableSecondFactor() {
  return useMutation({ mutationFn: disableSecondFactor, onSuccess: invalidateUser });
}
