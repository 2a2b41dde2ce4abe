import {
  EVENTS_PATH,
  LAST_EVENT_ID_QUERY,
  type StreamMessage,
  streamMessageSchema,
} from '@yuanlong/shared/events';
import { useSyncExternalStore } from 'react';
import { subscribeToken } from './token.ts';

export type LiveStatus = 'connecting' | 'live' | 'offline';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Ids remembered to drop an event that comes twice (a replay racing a live one). */
const SEEN_KEPT = 200;

let status: LiveStatus = 'offline';
const statusListeners = new Set<() => void>();
const setStatus = (next: LiveStatus) => {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
};

/** The live stream's state now (e.g. to poll more slowly while it tells what changes). */
export function liveStatus(): LiveStatus {
  return status;
}

/** The live stream's state, re-rendering when it changes (the top bar's "live" dot). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
    () => 'offline' as const,
  );
}

/**
 * Opens GET /api/events and hands each message to `apply`. On an error the stream is closed and
 * opened again after a back-off (1 s doubling to 30 s, jittered), resuming after the last event id
 * it saw; a new session token reopens it (the user's own events follow the token cookie).
 * Returns the function that stops it.
 */
export function startLiveEvents(apply: (message: StreamMessage) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | undefined;
  let lastId = '';
  let retryMs = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const seen: string[] = [];

  const open = () => {
    timer = undefined;
    source?.close();
    setStatus('connecting');
    const url = lastId ? `${EVENTS_PATH}?${LAST_EVENT_ID_QUERY}=${encodeURIComponent(lastId)}` : EVENTS_PATH;
    const next = new EventSource(url);
    source = next;
    next.onopen = () => {
      retryMs = RETRY_MIN_MS;
      setStatus('live');
    };
    next.onmessage = (event: MessageEvent<string>) => {
      if (event.lastEventId) {
        if (seen.includes(event.lastEventId)) return;
        seen.push(event.lastEventId);
        if (seen.length > SEEN_KEPT) seen.shift();
        lastId = event.lastEventId;
      }
      let parsed: ReturnType<typeof streamMessageSchema.safeParse>;
      try {
        parsed = streamMessageSchema.safeParse(JSON.parse(event.data));
      } catch {
        return;
      }
      if (parsed.success) apply(parsed.data);
    };
    next.onerror = () => {
      // Our own back-off instead of the browser's (which gives up on an HTTP error such as 429).
      next.close();
      if (source !== next || stopped) return;
      setStatus('offline');
      const wait = retryMs * (0.75 + Math.random() * 0.5);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      timer = setTimeout(open, wait);
    };
  };

  const unsubscribe = subscribeToken(() => {
    if (timer) clearTimeout(timer);
    open();
  });
  open();
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    source?.close();
    setStatus('offline');
  };
}
