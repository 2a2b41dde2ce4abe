import { NATIVE_COIN } from '@yuanlong/shared/coins';
import { txReportSchema } from '@yuanlong/shared/tx-report';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * Hands a mined coin deposit to the server so it shows at once: POST /api/user/charge2 for BNB,
 * /api/user/charge for the game's coins. Quiet: the watcher credits it whatever this answers.
 */
export function reportDeposit(coin: string, txHash: string) {
  const path = coin === NATIVE_COIN ? '/api/user/charge2' : '/api/user/charge';
  return apiPost(path, { body: { tx_hash: txHash }, schema: txReportSchema, quiet: true });
}
