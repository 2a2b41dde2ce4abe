import { claimVoucherSchema } from '@yuanlong/shared/claim';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/card/claim: locks the game asset (status 3) and answers the voucher that moves it to
 * the account's wallet; while the claim is open, the same voucher again.
 */
export function requestClaim(id: number) {
  return apiPost('/api/card/claim', { body: { id }, schema: claimVoucherSchema });
}
