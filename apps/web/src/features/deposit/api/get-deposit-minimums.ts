import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsSchema } from '@yuanlong/shared/withdraw';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/**
 * The smallest deposit per coin (base units), from GET /api/user/withdrawals, which answers the
 * coin minimums of both directions.
 */
export function depositMinimumsQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'deposit-minimums'],
    queryFn: async ({ signal }) =>
      (await apiGet('/api/user/withdrawals', { schema: withdrawalsSchema, signal })).deposit_minimums,
    staleTime: 10 * 60_000,
  });
}

/** The coin's minimum deposit in base units: undefined while asked, null when it cannot be known. */
export function useDepositMinimum(coin: string): bigint | null | undefined {
  const token = useToken();
  const query = useQuery({ ...depositMinimumsQueryOptions(), enabled: Boolean(token) });
  if (query.isError) return null;
  const minimum = query.data?.[coin];
  if (query.data === undefined) return undefined;
  return minimum === undefined ? null : BigInt(minimum);
}
