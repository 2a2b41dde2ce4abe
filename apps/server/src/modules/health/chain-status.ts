import type { WatcherStatus } from '../../chain/watcher.ts';

/** The chain watcher's status as /api/ready and the operators' health page show it; null without a watcher. */
export function chainStatusJson(status: WatcherStatus | undefined) {
  return status
    ? {
        leader: status.leader,
        cursor: status.cursor ?? null,
        head: status.head ?? null,
        lag: status.lag ?? null,
        head_stale: status.headStale,
        last_error: status.lastError ?? null,
      }
    : null;
}
