import { EVENT_TOPICS, EVENTS_RETRY_MS } from '@yuanlong/shared/events';
import type { EventHub, LiveEvent } from './hub.ts';
import type { Replay } from './replay.ts';

/** A stream whose client reads slower than this many bytes behind is closed (it resumes by id). */
const MAX_BEHIND_BYTES = 1_048_576;
/** Streams written in one turn of the event loop: a fan-out to 50,000 lets requests in between. */
const SLICE = 2_000;
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/** One server-sent event: its id (when it has one) and `{topic, data}` as JSON on one data line. */
export function formatEvent(topic: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify({ topic, data })}\n\n`;
}

/** What a stream starts with: what the client missed (it sent a Last-Event-ID), or where a fresh one starts. */
export type StreamStart = Replay | { kind: 'fresh'; lastId: number };

/** Where a stream's bytes go: the HTTP response (written raw, no stream in between). */
export interface StreamSink {
  write(chunk: Buffer): unknown;
  readonly writableLength: number;
}

export interface StreamOptions {
  sink: StreamSink;
  /** The signed-in user (their own events too), or undefined. */
  userId: number | undefined;
  /** Checked at each heartbeat for a signed-in stream: false ends it (e.g. the session was revoked). */
  stillValid(): Promise<boolean>;
  onClose(): void;
}

export interface EventStream {
  /** Sends the first messages (ready, then the missed events or a reset), then the held ones. */
  begin(start: StreamStart): void;
  close(): void;
}

export interface FanoutOptions {
  heartbeatMs: number;
  /** The serialisation of an event (formatEvent): called once per event, whatever the streams. */
  format?: typeof formatEvent;
}

interface Frame {
  event: LiveEvent;
  bytes: Buffer;
}

interface Stream {
  sink: StreamSink;
  userId: number | undefined;
  /** Events that came before `begin` (sent after the first messages). */
  held: Frame[] | undefined;
  /** Ids the stream was sent from its replay: the hub may still hand one of them out. */
  early: Set<number> | undefined;
  closed: boolean;
  options: StreamOptions;
}

const visible = (stream: Stream, event: LiveEvent) => event.userId === null || event.userId === stream.userId;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The live streams of one instance and what they share: the hub's events are serialised once
 * each and written in batches (events that come while a batch is written go out together in the
 * next), one Buffer for every stream that sees only everyone's events; a signed-in stream gets
 * its own events among them in order. One heartbeat timer for all the streams. A stream is a small
 * record writing straight to its response: no stream object, timer or subscription of its own.
 */
export function createEventFanout(hub: EventHub, options: FanoutOptions) {
  const format = options.format ?? formatEvent;
  const streams = new Set<Stream>();
  let batch: Frame[] = [];
  let scheduled = false;
  let flushing = false;

  const write = (stream: Stream, bytes: Buffer) => {
    if (stream.closed) return;
    stream.sink.write(bytes);
    if (stream.sink.writableLength > MAX_BEHIND_BYTES) close(stream);
  };

  const deliver = (stream: Stream, frames: Frame[], shared: Buffer | undefined, users: Set<number>) => {
    if (stream.closed) return;
    if (stream.held) {
      for (const frame of frames) if (visible(stream, frame.event)) stream.held.push(frame);
      return;
    }
    if (stream.early || (stream.userId !== undefined && users.has(stream.userId))) {
      const own = frames.filter((f) => visible(stream, f.event) && !stream.early?.has(f.event.id));
      if (own.length > 0)
        write(stream, own.length === 1 ? own[0]!.bytes : Buffer.concat(own.map((f) => f.bytes)));
      return;
    }
    if (shared) write(stream, shared);
  };

  /** Writes to every stream open now, a slice per turn. */
  const eachStream = async (action: (stream: Stream) => void) => {
    const list = [...streams];
    for (let i = 0; i < list.length; i += SLICE) {
      if (i > 0) await nextTurn();
      const end = Math.min(list.length, i + SLICE);
      for (let j = i; j < end; j++) action(list[j]!);
    }
  };

  const flush = async () => {
    scheduled = false;
    flushing = true;
    try {
      while (batch.length > 0) {
        const frames = batch;
        batch = [];
        const everyone = frames.filter((f) => f.event.userId === null);
        const shared =
          everyone.length === 0
            ? undefined
            : everyone.length === 1
              ? everyone[0]!.bytes
              : Buffer.concat(everyone.map((f) => f.bytes));
        const users = new Set<number>();
        for (const f of frames) if (f.event.userId !== null) users.add(f.event.userId);
        await eachStream((stream) => deliver(stream, frames, shared, users));
      }
    } finally {
      flushing = false;
    }
  };

  const unsubscribe = hub.subscribe((event) => {
    batch.push({ event, bytes: Buffer.from(format(event.topic, event.data, event.id)) });
    if (!scheduled && !flushing) {
      scheduled = true;
      setImmediate(flush);
    }
  });

  const heartbeat = setInterval(() => {
    void eachStream((stream) => {
      if (stream.closed || stream.held) return;
      write(stream, HEARTBEAT);
      if (stream.userId === undefined) return;
      stream.options.stillValid().then(
        (valid) => valid || close(stream),
        () => {},
      );
    });
  }, options.heartbeatMs);
  heartbeat.unref();

  function close(stream: Stream) {
    if (stream.closed) return;
    stream.closed = true;
    streams.delete(stream);
    stream.options.onClose();
  }

  /**
   * A new stream for a client: subscribed at once (call it before reading the replay so nothing
   * falls between the two); nothing is written to its sink before `begin`: events that come
   * meanwhile are held and sent after its first messages, each id once.
   */
  const open = (streamOptions: StreamOptions): EventStream => {
    const stream: Stream = {
      sink: streamOptions.sink,
      userId: streamOptions.userId,
      held: [],
      early: undefined,
      closed: false,
      options: streamOptions,
    };
    streams.add(stream);
    const text = (value: string) => write(stream, Buffer.from(value));
    return {
      close: () => close(stream),
      begin: (start) => {
        const signedIn = { signed_in: stream.userId !== undefined };
        if (start.kind === 'events') {
          text(`retry: ${EVENTS_RETRY_MS}\n${formatEvent(EVENT_TOPICS.ready, signedIn)}`);
          if (start.events.length > 0) {
            stream.early = new Set(start.events.map((e) => e.id));
            text(start.events.map((e) => formatEvent(e.topic, e.data, e.id)).join(''));
          }
        } else {
          let first = `retry: ${EVENTS_RETRY_MS}\n${formatEvent(EVENT_TOPICS.ready, signedIn, start.lastId)}`;
          if (start.kind === 'reset') first += formatEvent(EVENT_TOPICS.reset, {}, start.lastId);
          text(first);
        }
        const held = stream.held ?? [];
        stream.held = undefined;
        for (const frame of held) if (!stream.early?.has(frame.event.id)) write(stream, frame.bytes);
      },
    };
  };

  return {
    open,
    /** Streams open now. */
    get size() {
      return streams.size;
    },
    /** Ends every stream (shutdown) and stops listening to the hub. */
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const stream of [...streams]) close(stream);
    },
  };
}

export type EventFanout = ReturnType<typeof createEventFanout>;
