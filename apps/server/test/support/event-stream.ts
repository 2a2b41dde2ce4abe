/** One message of a live-update stream as a test sees it. */
export interface StreamedEvent {
  id: number | undefined;
  topic: string;
  data: Record<string, unknown>;
}

/**
 * A client of GET /api/events over real HTTP (a stream cannot be injected): collects the messages
 * and comments, and waits for one that matches.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: StreamedEvent[] = [];
  let comments = 0;
  let ended = false;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of wakers) w();
  };
  const reading = (async () => {
    if (!response.body || response.headers.get('content-type')?.startsWith('text/event-stream') !== true)
      return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let id: number | undefined;
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== undefined) {
            const parsed = JSON.parse(data) as { topic: string; data: Record<string, unknown> };
            messages.push({ id, topic: parsed.topic, data: parsed.data });
          }
          wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      wake();
    }
  })();

  const until = async <T>(probe: () => T | undefined, ms: number, what: string): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = probe();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0 || ended)
        throw new Error(`${what} not seen within ${ms} ms; messages: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          wakers.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, left);
        wakers.add(done);
      });
    }
  };

  return {
    response,
    messages,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
    waitFor: (match: (e: StreamedEvent) => boolean, ms = 2_000) =>
      until(() => messages.find(match), ms, 'matching event'),
    waitForComments: (n: number, ms = 2_000) =>
      until(() => (comments >= n ? true : undefined), ms, `${n} comments`),
    waitForEnd: (ms = 2_000) => until(() => (ended ? true : undefined), ms, 'end of stream'),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

export type EventStreamClient = Awaited<ReturnType<typeof openEventStream>>;
