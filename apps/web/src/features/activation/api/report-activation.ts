import { activationSchema } from '@yuanlong/shared/activation';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/user/activation {tx_hash}: the activate(account) transaction the wallet sent. The
 * server checks it on the chain and answers the status (activating, confirmations 0 of N).
 */
export function reportActivation(txHash: string) {
  return apiPost('/api/user/activation', { body: { tx_hash: txHash }, schema: activationSchema });
}
