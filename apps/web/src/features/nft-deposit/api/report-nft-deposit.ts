import { txReportSchema } from '@yuanlong/shared/tx-report';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/card/deposit: hands the mined transfer of asset `id` to the vault to the server, which
 * checks the receipt and shows the asset "depositing" until the watcher moves it into the game.
 * Quiet: the deposit does not depend on it.
 */
export function reportNftDeposit(id: number, txHash: string) {
  return apiPost('/api/card/deposit', { body: { tx_hash: txHash, id }, schema: txReportSchema, quiet: true });
}
