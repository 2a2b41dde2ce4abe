import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hatchResultSchema } from '@yuanlong/shared/eggs';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** POST /api/add/mdragon: hatches a ready egg into a dragon (the same dragon if asked again). */
export function hatchEgg(eggId: number) {
  return apiPost('/api/add/mdragon', { body: { egg_id: eggId }, schema: hatchResultSchema });
}

/** Hatching; afterwards my eggs and assets are read again. */
export function useHatchEgg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hatchEgg,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
