import { messageStateSchema } from '@yuanlong/shared/inbox';
import { useEffect, useRef } from 'react';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/message/collect: my messages (activity entries) up to `upToId` are read. */
export function collectMessages(upToId: number) {
  return apiPost('/api/message/collect', { body: { up_to_id: upToId }, schema: messageStateSchema });
}

/**
 * Marks my activity read once it is seen: when the feed shows its newest entry (and again when a
 * newer one arrives). Never backwards: the server keeps the highest id it was given.
 */
export function useCollectSeen(newestId: number | undefined) {
  const collected = useRef(0);
  useEffect(() => {
    if (newestId === undefined || newestId <= collected.current) return;
    collected.current = newestId;
    // A failed collection is retried the next time the feed is seen; nothing to tell the user.
    collectMessages(newestId).catch(() => {
      collected.current = 0;
    });
  }, [newestId]);
}
