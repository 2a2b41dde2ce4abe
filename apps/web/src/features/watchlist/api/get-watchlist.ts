import { useQuery } from '@tanstack/react-query';
import { watchlistSchema } from '@yuanlong/shared/watchlist';
import { apiGet } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** Under the user's key: dropped at logout. */
export const WATCHLIST_KEY = [...USER_QUERY_KEY, 'watchlist'] as const;

/** GET /api/watchlist: followed assets and saved searches. */
export function watchlistQueryOptions() {
  return {
    queryKey: WATCHLIST_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet('/api/watchlist', { schema: watchlistSchema, signal }),
  };
}

export function useWatchlist() {
  return useQuery(watchlistQueryOptions());
}
