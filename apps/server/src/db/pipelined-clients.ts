import pg from 'pg';
import { statementName } from './statement-names.ts';

/** A pg client's socket (not in pg's types; present since pg 8). */
type Socket = { cork(): void; uncork(): void };

interface Slot {
  client: pg.Client;
  ready: Promise<unknown>;
  inFlight: number;
  corked: boolean;
}

/**
 * Every field as the text PostgreSQL sent (pg's parsers would turn json into objects, numbers
 * into numbers): the hot pages' JSON goes on as it came.
 */
const TEXT_AS_SENT: pg.CustomTypesConfig = { getTypeParser: () => (text: string) => text };

/**
 * `size` pg clients in pipeline mode (pg's `pipeline: true`: queries are sent without waiting for
 * the answers before them, and answered in order), for many small read queries at once. A query
 * goes to the client with the fewest in flight (the first on a tie, so queries one after another
 * share a client and its prepared statements); those of one event-loop turn leave in one socket
 * write. Under load a connection carries several queries at once: the server makes fewer writes,
 * and each PostgreSQL backend answers several queries per wake-up instead of sleeping between
 * them. A client whose connection fails is replaced at the next query.
 */
export function pipelinedClients(config: pg.ClientConfig, size: number) {
  const slots: (Slot | undefined)[] = new Array(size).fill(undefined);

  const open = (index: number): Slot => {
    const client = new pg.Client({ ...config, pipeline: true } as pg.ClientConfig);
    const slot: Slot = { client, ready: client.connect(), inFlight: 0, corked: false };
    const drop = () => {
      if (slots[index] === slot) slots[index] = undefined;
    };
    // A lost connection rejects its queries (pg does) and is not used again.
    client.on('error', drop);
    client.on('end', drop);
    slot.ready.catch(drop);
    slots[index] = slot;
    return slot;
  };

  const pick = (): Slot => {
    let chosen: Slot | undefined;
    for (let i = 0; i < size; i += 1) {
      const slot = slots[i] ?? open(i);
      if (!chosen || slot.inFlight < chosen.inFlight) chosen = slot;
      if (chosen.inFlight === 0) break;
    }
    return chosen!;
  };

  /** Gathers the messages of this event-loop turn's queries into one write. */
  const cork = (slot: Slot) => {
    const socket = (slot.client as unknown as { connection?: { stream?: Partial<Socket> } }).connection
      ?.stream;
    if (slot.corked || !socket?.cork || !socket.uncork) return;
    socket.cork();
    slot.corked = true;
    setImmediate(() => {
      slot.corked = false;
      socket.uncork?.();
    });
  };

  /** Runs `text` prepared (one statement per distinct text) and answers its rows of text fields. */
  const textRows = async (text: string, values: unknown[]): Promise<(string | null)[][]> => {
    const slot = pick();
    slot.inFlight += 1;
    try {
      await slot.ready;
      cork(slot);
      const query: pg.QueryArrayConfig = {
        name: statementName('page', text),
        text,
        values,
        rowMode: 'array',
        types: TEXT_AS_SENT,
      };
      return (await slot.client.query(query)).rows as (string | null)[][];
    } finally {
      slot.inFlight -= 1;
    }
  };

  const end = async () => {
    await Promise.all(slots.map((slot) => slot?.ready.then(() => slot.client.end()).catch(() => {})));
  };

  return { textRows, end };
}
