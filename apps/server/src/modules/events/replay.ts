import type { RawQuery } from '../../db/client.ts';
import { type LiveEvent, toLiveEvent } from './hub.ts';

/** Most missed events a reconnecting stream is sent; more: it is told to reset instead. */
export const REPLAY_LIMIT = 500;

export type Replay = { kind: 'events'; events: LiveEvent[] } | { kind: 'reset'; lastId: number };

/**
 * What a stream that saw event `afterId` missed, for its user (or anonymous): the events after it,
 * in id order; or "reset" when they cannot all be given (pruned, too many, an id from another
 * database) — the client then reloads what it shows.
 */
export async function replayAfter(
  query: RawQuery,
  afterId: number,
  userId: number | undefined,
): Promise<Replay> {
  const [bounds] = await query<{ min: string | number | null; max: string | number | null }>(
    'select min(id) as min, max(id) as max from events',
    [],
  );
  const min = Number(bounds?.min ?? 0);
  const max = Number(bounds?.max ?? 0);
  if (afterId > max || (min > 0 && afterId < min - 1)) return { kind: 'reset', lastId: max };
  const rows = await query<{
    id: string;
    topic: string;
    user_id: string | null;
    data: Record<string, unknown>;
  }>(
    `select id, topic, user_id, data from events
     where id > $1 and (user_id is null or user_id = $2)
     order by id limit ${REPLAY_LIMIT + 1}`,
    [afterId, userId ?? null],
  );
  if (rows.length > REPLAY_LIMIT) return { kind: 'reset', lastId: max };
  return { kind: 'events', events: rows.map(toLiveEvent) };
}

/** A Last-Event-ID as sent (header or query): a positive integer, else none (a fresh start). */
export function parseLastEventId(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) return undefined;
  const id = Number(text.trim());
  return id > 0 ? id : undefined;
}
