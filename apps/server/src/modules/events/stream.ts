import { PassThrough } from 'node:stream';
import { EVENT_TOPICS, EVENTS_RETRY_MS } from '@yuanlong/shared/events';
import type { EventHub, LiveEvent } from './hub.ts';
import type { Replay } from './replay.ts';

/** A stream whose client reads slower than this many bytes behind is closed (it resumes by id). */
const MAX_BEHIND_BYTES = 1_048_576;

export interface EventStreamOptions {
  hub: EventHub;
  /** The signed-in user (their own events too), or undefined. */
  userId: number | undefined;
  /** What the client missed (it sent a Last-Event-ID), or where a fresh stream starts. */
  start: Replay | { kind: 'fresh'; lastId: number };
  heartbeatMs: number;
  /** Checked at each heartbeat: false ends the stream (e.g. the session was revoked). */
  stillValid(): Promise<boolean>;
  onClose(): void;
}

/** One server-sent event: its id (when it has one) and `{topic, data}` as JSON on one data line. */
export function formatEvent(topic: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify({ topic, data })}\n\n`;
}

const visibleTo = (userId: number | undefined) => (event: LiveEvent) =>
  event.userId === null || event.userId === userId;

/**
 * The body of one GET /api/events: the hub's events for this client (everyone's and, signed in,
 * its own), after the missed ones it asked for; events that arrive while the missed ones are read
 * are held and sent after them, each id once. A comment every `heartbeatMs` keeps it open through
 * proxies. Call `subscribeFirst` before reading the replay so nothing falls between the two.
 */
export function subscribeFirst(options: Omit<EventStreamOptions, 'start'>) {
  const body = new PassThrough();
  const visible = visibleTo(options.userId);
  let held: LiveEvent[] | undefined = [];
  // Ids sent before the live phase (replayed, held): the hub may still hand one of them out.
  const early = new Set<number>();
  let closed = false;

  const write = (text: string) => {
    if (closed) return;
    body.write(text);
    if (body.writableLength > MAX_BEHIND_BYTES) close();
  };
  const send = (event: LiveEvent) => {
    if (early.has(event.id)) return;
    if (held) early.add(event.id);
    write(formatEvent(event.topic, event.data, event.id));
  };
  const unsubscribe = options.hub.subscribe((event) => {
    if (!visible(event)) return;
    if (held) held.push(event);
    else send(event);
  });
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    options.stillValid().then(
      (valid) => valid || close(),
      () => {},
    );
  }, options.heartbeatMs);
  heartbeat.unref();

  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    body.end();
    options.onClose();
  }

  /** Sends the first messages (ready, then the missed events or a reset), then the held ones. */
  const begin = (start: EventStreamOptions['start']) => {
    write(`retry: ${EVENTS_RETRY_MS}\n`);
    const signedIn = { signed_in: options.userId !== undefined };
    if (start.kind === 'events') {
      write(formatEvent(EVENT_TOPICS.ready, signedIn));
      for (const event of start.events) send(event);
    } else {
      write(formatEvent(EVENT_TOPICS.ready, signedIn, start.lastId));
      if (start.kind === 'reset') write(formatEvent(EVENT_TOPICS.reset, {}, start.lastId));
    }
    for (const event of held ?? []) send(event);
    held = undefined;
  };

  return { body, begin, close };
}
