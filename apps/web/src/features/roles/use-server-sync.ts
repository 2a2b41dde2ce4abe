import { useEffect } from 'react';
import { getServerId, setServerId, useServerId } from '../../lib/session.ts';
import { useUserInfo } from '../../lib/user-info.ts';
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
    if (resolved && resolved !== getServerId()) setServerId(Number(resolved));
  }, [players.data, user]);
  return { players, user, serverId, role: currentRole(serverId, players.data ?? []) };
}
