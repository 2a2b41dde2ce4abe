import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ownedPageSchema } from '@yuanlong/shared/my-assets';
import { apiGet } from '../../../lib/api-client.ts';
import { useServerId } from '../../../lib/session.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** Tabs of my assets: all cards, one card kind, or dragons. */
export type MyAssetsTab = 'cards' | 'hero' | 'equip' | 'pet' | 'stone' | 'dragon';
export const MY_ASSETS_TABS: readonly MyAssetsTab[] = ['cards', 'hero', 'equip', 'pet', 'stone', 'dragon'];
const PAGE_SIZE = 24;

/**
 * GET /api/user/card/list (hero cards, equipment, pets, spirit stones; one kind when asked) or
 * GET /api/user/dragons: the signed-in user's assets, newest first, one keyset page.
 */
export function getMyAssets(tab: MyAssetsTab, cursor?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ size: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (tab !== 'cards' && tab !== 'dragon') params.set('kind', tab);
  const path = tab === 'dragon' ? '/api/user/dragons' : '/api/user/card/list';
  return apiGet(`${path}?${params}`, { schema: ownedPageSchema, signal });
}

export function myAssetsQueryOptions(tab: MyAssetsTab, serverId: string) {
  return infiniteQueryOptions({
    // Under the user's key: dropped at logout, refreshed after a trade; per role (server).
    queryKey: [...USER_QUERY_KEY, 'assets', tab, serverId],
    queryFn: ({ pageParam, signal }) => getMyAssets(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** My assets of a tab (of the chosen role), page by page; idle before a server is chosen. */
export function useMyAssets(tab: MyAssetsTab) {
  const serverId = useServerId();
  return useInfiniteQuery({ ...myAssetsQueryOptions(tab, serverId), enabled: Boolean(serverId) });
}
