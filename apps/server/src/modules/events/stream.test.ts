import { describe, expect, it } from 'vitest';
import type { EventHub, EventListener, LiveEvent } from './hub.ts';
import { createEventFanout, formatEvent } from './stream.ts';

/** A hub the test emits into by hand. */
function fakeHub() {
  const listeners = new Set<EventListener>();
  const hub: EventHub = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {},
  };
  const emit = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { hub, emit, listeners };
}

/** A response that keeps what it was given, chunk by chunk. */
function sink() {
  const chunks: string[] = [];
  return { chunks, writableLength: 0, write: (chunk: Buffer) => chunks.push(chunk.toString()) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const event = (id: number, userId: number | null = null): LiveEvent => ({
  id,
  topic: 'listing',
  userId,
  data: { action: 'sold', listing_id: id },
});
const open = { stillValid: async () => true, onClose: () => {} };

describe('the live streams of an instance', () => {
  it('serialises an event once for every stream, and writes events that come together in one write', async () => {
    const { hub, emit } = fakeHub();
    let serialised = 0;
    const fanout = createEventFanout(hub, {
      heartbeatMs: 60_000,
      format: (...args) => {
        serialised += 1;
        return formatEvent(...args);
      },
    });
    const sinks = Array.from({ length: 5 }, sink);
    const streams = sinks.map((s) => fanout.open({ ...open, sink: s, userId: undefined }));
    const chunks = sinks.map((s) => s.chunks);
    for (const s of streams) s.begin({ kind: 'fresh', lastId: 0 });
    emit(event(1));
    emit(event(2));
    await turn();
    expect(serialised).toBe(2);
    for (const c of chunks)
      expect(c.slice(1)).toEqual([
        formatEvent('listing', event(1).data, 1) + formatEvent('listing', event(2).data, 2),
      ]);
    fanout.close();
  });

  it("gives a signed-in stream its own events in order among everyone's, and no one else's", async () => {
    const { hub, emit } = fakeHub();
    const fanout = createEventFanout(hub, { heartbeatMs: 60_000 });
    const [a, b] = [sink(), sink()];
    const alice = fanout.open({ ...open, sink: a, userId: 7 });
    const anonymous = fanout.open({ ...open, sink: b, userId: undefined });
    alice.begin({ kind: 'fresh', lastId: 0 });
    anonymous.begin({ kind: 'fresh', lastId: 0 });
    emit(event(1));
    emit(event(2, 7));
    emit(event(3, 8));
    emit(event(4));
    await turn();
    const ids = (chunks: string[]) => [...chunks.join('').matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids(a.chunks)).toEqual([0, 1, 2, 4]);
    expect(ids(b.chunks)).toEqual([0, 1, 4]);
    fanout.close();
  });

  it('holds what comes before the first messages, sends a replayed id once, and ends every stream on close', async () => {
    const { hub, emit, listeners } = fakeHub();
    const fanout = createEventFanout(hub, { heartbeatMs: 60_000 });
    let closed = 0;
    const response = sink();
    const chunks = response.chunks;
    const stream = fanout.open({ ...open, sink: response, userId: undefined, onClose: () => closed++ });
    emit(event(5));
    emit(event(6));
    await turn();
    expect(chunks).toEqual([]);
    stream.begin({ kind: 'events', events: [event(5)] });
    emit(event(7));
    await turn();
    const text = chunks.join('');
    expect(text.startsWith('retry: 2000\ndata: {"topic":"ready","data":{"signed_in":false}}\n\n')).toBe(true);
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([5, 6, 7]);
    expect(fanout.size).toBe(1);
    fanout.close();
    expect(closed).toBe(1);
    expect(fanout.size).toBe(0);
    expect(listeners.size).toBe(0);
  });

  it('closes a stream whose client is more than 1 MB behind', async () => {
    const { hub, emit } = fakeHub();
    const fanout = createEventFanout(hub, { heartbeatMs: 60_000 });
    let closed = 0;
    const slow = { writableLength: 0, write: () => {} };
    const stream = fanout.open({ ...open, sink: slow, userId: undefined, onClose: () => closed++ });
    stream.begin({ kind: 'fresh', lastId: 0 });
    slow.writableLength = 2_000_000;
    emit(event(1));
    await turn();
    expect(closed).toBe(1);
    expect(fanout.size).toBe(0);
    fanout.close();
  });

  it('writes one heartbeat to every stream from one timer', async () => {
    const { hub } = fakeHub();
    const fanout = createEventFanout(hub, { heartbeatMs: 50 });
    const sinks = Array.from({ length: 3 }, sink);
    const streams = sinks.map((s) => fanout.open({ ...open, sink: s, userId: undefined }));
    const chunks = sinks.map((s) => s.chunks);
    for (const s of streams) s.begin({ kind: 'fresh', lastId: 0 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    for (const c of chunks) expect(c).toContain(': heartbeat\n\n');
    fanout.close();
  });
});
