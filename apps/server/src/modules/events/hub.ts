import type { Database, RawQuery } from '../../db/client.ts';
import { EVENTS_CHANNEL } from './publish.ts';

/** An event as the streams send it. */
export interface LiveEvent {
  id: number;
  topic: string;
  userId: number | null;
  data: Record<string, unknown>;
}

export type EventListener = (event: LiveEvent) => void;

/** This process's end of the live updates: every committed event, from any instance, once. */
export interface EventHub {
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** Most rows read at once after a lost LISTEN connection (more: the streams are told to reset). */
const CATCH_UP_LIMIT = 1_000;

interface EventRow {
  id: string | number;
  topic: string;
  user_id: string | number | null;
  data: Record<string, unknown>;
}

export const toLiveEvent = (row: EventRow): LiveEvent => ({
  id: Number(row.id),
  topic: row.topic,
  userId: row.user_id === null ? null : Number(row.user_id),
  data: row.data,
});

const COLUMNS = 'id, topic, user_id, data';

/**
 * LISTENs for new event ids and hands each row to the subscribers in the order the transactions
 * committed (the order NOTIFY delivers them). Rows are read by id, not "after the last id": a
 * transaction that took a lower id can commit after a higher one. After the LISTEN connection was
 * lost, the rows after the last one seen are read (those are the ones it could have missed).
 */
export async function startEventHub(
  database: Database,
  onError: (error: unknown) => void,
): Promise<EventHub> {
  const listeners = new Set<EventListener>();
  const pending: number[] = [];
  let catchUp = false;
  let draining: Promise<void> | undefined;
  let lastId = await lastEventId(database.query);

  const emit = (event: LiveEvent) => {
    lastId = Math.max(lastId, event.id);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  };

  const step = async () => {
    if (catchUp) {
      catchUp = false;
      const rows = await database.query<EventRow>(
        `select ${COLUMNS} from events where id > $1 order by id limit ${CATCH_UP_LIMIT}`,
        [lastId],
      );
      for (const row of rows) emit(toLiveEvent(row));
      return;
    }
    const ids = pending.splice(0, pending.length);
    const rows = await database.query<EventRow>(
      `select ${COLUMNS} from events where id = any($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (row) emit(toLiveEvent(row));
    }
  };

  const drain = () => {
    draining ??= (async () => {
      try {
        while (catchUp || pending.length > 0) await step();
      } catch (error) {
        onError(error);
      } finally {
        draining = undefined;
      }
    })();
  };

  const stopListening = await database.listen(EVENTS_CHANNEL, {
    notify: (payload) => {
      const id = Number(payload);
      if (Number.isSafeInteger(id) && id > 0) pending.push(id);
      drain();
    },
    resumed: () => {
      catchUp = true;
      drain();
    },
  });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await stopListening();
      await draining;
    },
  };
}

/** The newest event id (0 when there is none): where a new stream starts. */
export async function lastEventId(query: RawQuery): Promise<number> {
  const [row] = await query<{ id: string | number | null }>('select max(id) as id from events', []);
  return Number(row?.id ?? 0);
}
