import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketSuggestionsSchema } from '@yuanlong/shared/market';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/marketplace/suggest: names, a number or an address the typed text stands for. */
export function useSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['market', 'suggest', q],
    queryFn: ({ signal }) =>
      apiGet(`/api/marketplace/suggest?${new URLSearchParams({ q })}`, {
        schema: marketSuggestionsSchema,
        signal,
      }),
    enabled: q !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
