import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Withdrawals, withdrawalsSchema } from '@yuanlong/shared/withdraw';
import { apiGet } from '../../../lib/api-client.ts';
import { keepWithdrawalCounts, keptSharing } from '../../../lib/confirmations-kept.ts';
import { liveStatus } from '../../../lib/live-events.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';
import { withdrawalStatesChanged, withdrawalsPollMs } from '../withdraw-rules.ts';
import { WITHDRAWALS_QUERY_KEY } from './withdrawals-key.ts';

export { WITHDRAWALS_QUERY_KEY };

/** GET /api/user/withdrawals: my latest withdrawals, each coin's minimum and when the next is allowed. */
export function getWithdrawals(signal?: AbortSignal) {
  return apiGet('/api/user/withdrawals', { schema: withdrawalsSchema, signal });
}

/**
 * Polls while a withdrawal is queued or sent (slowly while the live stream tells a payout's confirmations). A withdrawal that changed state (paid: the frozen
 * amount left; failed: it is available again) has the user's balances read again, once per read
 * whatever the number of components that show the list.
 */
export function withdrawalsQueryOptions() {
  return queryOptions({
    queryKey: WITHDRAWALS_QUERY_KEY,
    queryFn: async ({ client, signal }) => {
      const before = client.getQueryData<Withdrawals>(WITHDRAWALS_QUERY_KEY);
      const after = await getWithdrawals(signal);
      if (before && withdrawalStatesChanged(before.items, after.items)) {
        void client.invalidateQueries({ queryKey: USER_INFO_KEY });
      }
      return after;
    },
    refetchInterval: (query) => withdrawalsPollMs(query.state.data?.items, liveStatus()),
    structuralSharing: keptSharing(keepWithdrawalCounts),
  });
}

/** My withdrawals and the rules that apply now; idle while logged out. */
export function useWithdrawals() {
  const token = useToken();
  return useQuery({ ...withdrawalsQueryOptions(), enabled: Boolean(token) });
}
