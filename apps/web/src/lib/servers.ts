import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GameServer, serversSchema } from '@yuanlong/shared/website';
import { apiGet } from './api-client.ts';

// Spec section 9: the server list is kept in sessionStorage, so a reload shows it at once.
const STORAGE_KEY = 'servers';

function storedServers(): GameServer[] | undefined {
  try {
    const parsed = serversSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/website/servers: the game servers a role can be created on. */
export async function getServers(signal?: AbortSignal): Promise<GameServer[]> {
  const servers = await apiGet('/api/website/servers', { schema: serversSchema, signal });
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(servers));
  } catch {
    // Storage blocked: the list is simply fetched again next time.
  }
  return servers;
}

export function serversQueryOptions() {
  return queryOptions({
    queryKey: ['website', 'servers'],
    queryFn: ({ signal }) => getServers(signal),
    initialData: storedServers,
    initialDataUpdatedAt: 0,
  });
}

export function useServers() {
  return useQuery(serversQueryOptions());
}

/** A game server's name by id (the id itself until the list is known); '' for none. */
export function useServerName(): (serverId: number | null | undefined) => string {
  const { data } = useServers();
  return (serverId) => {
    if (serverId === null || serverId === undefined) return '';
    return data?.find((server) => server.server_id === serverId)?.name ?? `S${serverId}`;
  };
}
