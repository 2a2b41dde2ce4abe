import { txReportSchema } from '@yuanlong/shared/tx-report';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/mint/callback: hands the mined claim or mint of asset `id` to the server, which checks
 * the receipt and shows the asset "on chain" until the watcher has moved it. Quiet: the move does
 * not depend on it.
 */
export function reportClaim(id: number, txHash: string) {
  return apiPost('/api/mint/callback', {
    body: { tx_hash: txHash, id },
    schema: txReportSchema,
    quiet: true,
  });
}
