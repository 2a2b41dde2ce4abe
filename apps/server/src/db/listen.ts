import pg from 'pg';

/** What a LISTEN connection reports: a payload, and "reconnected: notifications may have been missed". */
export interface ListenHandlers {
  notify(payload: string): void;
  resumed(): void;
}

/** The LISTEN connections' application_name (visible in pg_stat_activity). */
export const LISTEN_APPLICATION = 'yuanlong-listen';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be returned and its
 * subscription lost). A dropped connection is opened again with back-off; `resumed` then tells
 * the listener to read what it missed. Returns the function that stops listening.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isRetry: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    client = next;
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    retryMs = RETRY_MIN_MS;
    if (isRetry) handlers.resumed();
  };

  const reconnect = () => {
    if (stopped || timer) return;
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    dead?.end().catch(() => {});
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch(() => reconnect());
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    last?.on('error', () => {});
    await last?.end().catch(() => {});
  };
}
