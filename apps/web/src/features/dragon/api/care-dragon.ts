import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dragonCareResultSchema } from '@yuanlong/shared/dragon-care';
import { apiPost } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export type CareStep = 'activate' | 'activateBgg' | 'level' | 'refine';

const PATHS: Record<CareStep, (id: number) => string> = {
  activate: (id) => `/api/user/active/${id}`,
  activateBgg: (id) => `/api/user/bgg/active/${id}`,
  level: (id) => `/api/user/dragons/${id}/level`,
  refine: (id) => `/api/user/dragons/${id}/refine`,
};

/** POST one care step of a dragon: activate (MDS or, bgg, HFH), level up, refine. */
export function careForDragon({ id, step }: { id: number; step: CareStep }) {
  return apiPost(PATHS[step](id), { schema: dragonCareResultSchema });
}

/** A care step; afterwards the dragon, the balances and my assets are read again. */
export function useCareForDragon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: careForDragon,
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(id) });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
