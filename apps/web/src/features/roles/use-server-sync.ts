import { useEffect } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { getServerId, setServerId, useServerId } from '../../lib/session.ts';
import { userInfoQueryOptions, useUserInfo } from '../../lib/user-info.ts';
import { usePlayers } from './api/get-players.ts';
import { currentRole, resolveServerId } from './roles-logic.ts';

/**
 * Keeps the Serverid the web sends on one of the user's roles (the stored choice, else the
 * account's current server, else the first role) and answers the role being played.
 */
export function useServerSync() {
  const players = usePlayers();
  const { data: user } = useUserInfo();
  const serverId = useServerId();
  useEffect(() => {
    if (!players.data || !user) return;
    const resolved = resolveServerId(getServerId(), user.current_server_id, players.data);
    if (!resolved || resolved === getServerId()) return;
    // The answer asked without a server is that server's (server_id says which): it is kept under
    // the chosen server's key instead of being asked for again (the page's first answer is used once).
    if (user.server_id === Number(resolved)) {
      queryClient.setQueryData(userInfoQueryOptions(resolved).queryKey, user);
    }
    setServerId(Number(resolved));
  }, [players.data, user]);
  return { players, user, serverId, role: currentRole(serverId, players.data ?? []) };
}
