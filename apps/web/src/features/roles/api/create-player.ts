import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPlayerResultSchema, type Player } from '@yuanlong/shared/players';
import { apiPost } from '../../../lib/api-client.ts';
import { getServerId, setServerId } from '../../../lib/session.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';
import { PLAYERS_QUERY_KEY } from './get-players.ts';

export interface CreatePlayerInput {
  serverId: number;
  /** Empty: the server names the role (the nickname, else Hero{userid}). */
  name: string;
}

/** POST /api/user/create_player/{server_id}: creates the user's role on a server. */
export function createPlayer({ serverId, name }: CreatePlayerInput) {
  return apiPost(`/api/user/create_player/${serverId}`, {
    body: name.trim() ? { name: name.trim() } : {},
    schema: createPlayerResultSchema,
  });
}

/**
 * Creating a role: it joins the list at once; the first role also becomes the chosen server.
 * The list and the user info (current server) are read again either way.
 */
export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: ({ player }) => {
      queryClient.setQueryData<Player[]>(PLAYERS_QUERY_KEY, (old) =>
        [...(old ?? []).filter((p) => p.server_id !== player.server_id), player].sort(
          (a, b) => a.server_id - b.server_id,
        ),
      );
      if (!getServerId()) setServerId(player.server_id);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PLAYERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
