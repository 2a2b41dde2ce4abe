import { queryClient } from '../../../lib/query-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/**
 * After a sale, cancel, price change or purchase: the asset's detail, every market list (it
 * gained, lost or re-priced a listing) and the user's data (balances, my assets) load again.
 * Not awaited by the mutations: the dialog closes on the server's answer, the page follows.
 */
export function invalidateTrade(assetId: number): void {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(assetId) }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.market }),
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  ]);
}
