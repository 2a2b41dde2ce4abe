import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketNoticeSchema } from '@yuanlong/shared/website';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/website/notice: maintenance mode and the announcement, in the interface language. */
export function noticeQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['website', 'notice', language],
    queryFn: ({ signal }) => apiGet('/api/website/notice', { schema: marketNoticeSchema, signal }),
    // An operator's change shows within a minute, and at once when the tab comes back.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useNotice(language: string) {
  return useQuery(noticeQueryOptions(language));
}
