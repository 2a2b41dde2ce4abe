import { gameNotificationAnswer, SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage } from '@yuanlong/shared/game-signature';
import type { GameStore } from './store.ts';

export interface NotifierOptions {
  marketUrl: string;
  secret: string;
  timeoutMs: number;
  maxBackoffMs: number;
  log: { warn(obj: object, msg: string): void };
}

export interface Notifier {
  /** Delivers what is queued now (ignoring back-off); true when nothing is left undelivered. */
  flush(): Promise<boolean>;
  stop(): void;
}

interface Pending {
  n: string;
  id: string;
  body: { type: string; changes?: { op: string; game_item_id?: string }[] };
  attempts: number;
}

/**
 * Delivers queued notifications to the market, signed, one at a time in the order they were
 * made (so each role's `seq` arrives in order unless the network reorders them). At least once:
 * a notification stays queued until the market answers 200; 5xx, timeouts and refusals of the
 * signature are retried with back-off; another 4xx is final (kept with the reason). The
 * market's answer to `gained` changes gives each new item its asset id.
 */
export function startNotifier(store: GameStore, options: NotifierOptions): Notifier {
  const url = `${options.marketUrl}/api/game/notifications`;
  let running: Promise<boolean> = Promise.resolve(true);
  let stopped = false;

  const deliverOne = async (pending: Pending): Promise<'delivered' | 'failed' | 'retry'> => {
    const raw = JSON.stringify(pending.body);
    let status = 0;
    let text = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signGameMessage(options.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    }
    const answer = status === 200 ? gameNotificationAnswer.safeParse(safeJson(text)) : undefined;
    if (answer?.success && answer.data.id === pending.id) {
      await store.tx(async (q) => {
        await q('update notifications set delivered_at = now(), answer = $2 where n = $1', [pending.n, text]);
        const gains = (pending.body.changes ?? []).filter((change) => change.op === 'gained');
        const ids = answer.data.asset_ids ?? [];
        for (const [i, gain] of gains.entries()) {
          if (ids[i] === undefined) continue;
          await q('update items set asset_id = $2 where game_item_id = $1 and asset_id is null', [
            gain.game_item_id,
            ids[i],
          ]);
        }
      });
      return 'delivered';
    }
    const final = status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status);
    const error = `HTTP ${status || 'none'}: ${text.slice(0, 300)}`;
    if (final) {
      await store.query('update notifications set failed = $2, attempts = attempts + 1 where n = $1', [
        pending.n,
        error,
      ]);
      options.log.warn({ id: pending.id, error }, 'the market refused a notification for good');
      return 'failed';
    }
    const backoff = Math.min(options.maxBackoffMs, 250 * 2 ** Math.min(pending.attempts, 16));
    await store.query(
      `update notifications set attempts = attempts + 1, last_error = $2,
         next_at = now() + ($3::int * interval '1 millisecond') where n = $1`,
      [pending.n, error, backoff],
    );
    return 'retry';
  };

  const deliverDue = async (ignoreBackoff: boolean): Promise<boolean> => {
    for (;;) {
      const [pending] = await store.query<Pending & { due: boolean }>(
        `select n::text, id, body, attempts, next_at <= now() as due from notifications
          where delivered_at is null and failed is null order by n limit 1`,
      );
      if (!pending) return true;
      // In order: the first undelivered one blocks the rest until it is taken.
      if (!pending.due && !ignoreBackoff) return false;
      if ((await deliverOne(pending)) === 'retry') return false;
    }
  };

  const run = (ignoreBackoff: boolean) => {
    running = running.then(
      () => deliverDue(ignoreBackoff),
      () => deliverDue(ignoreBackoff),
    );
    return running;
  };

  const tick = async () => {
    if (stopped) return;
    await run(false).catch((error: unknown) =>
      options.log.warn({ err: error }, 'notification delivery failed'),
    );
    if (!stopped) timer = setTimeout(tick, 200);
  };
  let timer = setTimeout(tick, 200);
  return {
    flush: () => run(true),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
