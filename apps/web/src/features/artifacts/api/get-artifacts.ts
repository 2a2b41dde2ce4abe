import { queryOptions, useQuery } from '@tanstack/react-query';
import { artifactListSchema } from '@yuanlong/shared/artifacts';
import { apiGet } from '../../../lib/api-client.ts';
import { useServerId } from '../../../lib/session.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const ARTIFACTS_QUERY_KEY = [...USER_QUERY_KEY, 'artifacts'] as const;

/** GET /api/artifact/list for the role on the chosen server; quiet: "no role" is shown in place. */
export function getArtifacts(signal?: AbortSignal) {
  return apiGet('/api/artifact/list', { schema: artifactListSchema, signal, quiet: true });
}

export function artifactsQueryOptions(serverId: string) {
  return queryOptions({
    queryKey: [...ARTIFACTS_QUERY_KEY, serverId],
    queryFn: ({ signal }) => getArtifacts(signal),
    retry: false,
  });
}

/** The role's artifacts, read again when the player switches server; idle while logged out. */
export function useArtifacts() {
  const token = useToken();
  const serverId = useServerId();
  return useQuery({ ...artifactsQueryOptions(serverId), enabled: Boolean(token) });
}
