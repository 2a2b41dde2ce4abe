import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SummonBody, summonResultSchema } from '@yuanlong/shared/summon';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** POST /api/user/summon: pays and draws; answers the stored draw (seed and heroes). */
export function summon(body: SummonBody) {
  return apiPost('/api/user/summon', { body, schema: summonResultSchema });
}

/** A summon; afterwards the user's balances, tickets and assets are read again. */
export function useSummon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: summon,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
