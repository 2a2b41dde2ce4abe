import { useMutation, useQueryClient } from '@tanstack/react-query';
import { artifactListSchema } from '@yuanlong/shared/artifacts';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** POST /api/artifact/activate: activates an artifact for the role; answers the new list. */
export function activateArtifact(artifactId: number) {
  return apiPost('/api/artifact/activate', { body: { artifact_id: artifactId }, schema: artifactListSchema });
}

/** Activating an artifact; afterwards the list and the balances are read again. */
export function useActivateArtifact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateArtifact,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
