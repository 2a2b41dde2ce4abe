import { queryOptions, useQuery } from '@tanstack/react-query';
import { summonInfoSchema } from '@yuanlong/shared/summon';
import { apiGet } from '../../../lib/api-client.ts';
import { useServerId } from '../../../lib/session.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const SUMMON_QUERY_KEY = [...USER_QUERY_KEY, 'summon'] as const;

/** GET /api/user/summon: odds, prices, my tickets and MDS, my last summons. */
export function getSummonInfo(signal?: AbortSignal) {
  return apiGet('/api/user/summon', { schema: summonInfoSchema, signal });
}

export function summonInfoQueryOptions(serverId: string) {
  return queryOptions({
    queryKey: [...SUMMON_QUERY_KEY, serverId],
    queryFn: ({ signal }) => getSummonInfo(signal),
  });
}

/** What a summon costs and yields for the chosen role; idle while logged out or before a server is chosen. */
export function useSummonInfo() {
  const token = useToken();
  const serverId = useServerId();
  return useQuery({ ...summonInfoQueryOptions(serverId), enabled: Boolean(token && serverId) });
}
