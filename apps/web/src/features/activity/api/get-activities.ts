import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ActivityCategory, activityPageSchema } from '@yuanlong/shared/activities';
import { apiGet } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /api/user/activities: one keyset page of my activity, newest first, of one category or all. */
export function getActivities(category: ActivityCategory | undefined, cursor?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ size: String(ACTIVITY_PAGE_SIZE) });
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return apiGet(`/api/user/activities?${params}`, { schema: activityPageSchema, signal });
}

export function activitiesQueryOptions(category: ActivityCategory | undefined) {
  return infiniteQueryOptions({
    // Under the user's key: dropped at logout, refreshed after a trade (invalidateTrade).
    queryKey: [...USER_QUERY_KEY, 'activity', category ?? 'all'],
    queryFn: ({ pageParam, signal }) => getActivities(category, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** My activity feed of a category (all when undefined), page by page. */
export function useActivities(category: ActivityCategory | undefined) {
  return useInfiniteQuery(activitiesQueryOptions(category));
}
