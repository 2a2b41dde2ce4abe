import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimResultSchema } from '@yuanlong/shared/legion';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** POST /api/receive/mds: claims all unclaimed points as MDS (once every 7 days). */
export function claimMds() {
  return apiPost('/api/receive/mds', { schema: claimResultSchema });
}

/** The claim; afterwards the points, history and balances are read again. */
export function useClaimMds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMds,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
