import { gameCommandApplied, gameCommandRefused, SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage } from '@yuanlong/shared/game-signature';
import type { CommandOutcome, GameCommandSender } from './command-outcome.ts';

export type { CommandOutcome, GameCommandSender } from './command-outcome.ts';

export interface HttpCommandSenderOptions {
  /** The game's protocol base URL (GAME_API_URL); commands go to `${baseUrl}/v1/commands`. */
  baseUrl: string;
  /** The shared HMAC secret (the first of GAME_SECRET's list). */
  secret: string;
  timeoutMs: number;
  /** Unix seconds for the signature (tests move it); default: now. */
  nowS?: () => number;
}

/**
 * The market's side of `POST /v1/commands`: signs the command's exact bytes, sends it with a
 * timeout and maps the game's answer to an outcome. 200 `applied` (also a replay of a command
 * the game already applied) and 409/422 `refused` are final; anything else — another status, a
 * body that does not parse, an answer for another command id, a timeout or no connection — is
 * `retry`, so a command is never taken as applied unless the game said so.
 */
export function createHttpCommandSender(options: HttpCommandSenderOptions): GameCommandSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/commands`;
  return {
    async send(command) {
      const body = JSON.stringify(command);
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [SIGNATURE_HEADER]: signGameMessage(options.secret, body, options.nowS?.()),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { kind: 'retry', error: timedOut ? `no answer in ${options.timeoutMs} ms` : describe(error) };
      }
      return outcomeOf(command.id, response.status, text);
    },
  };
}

/** Maps the game's HTTP answer to a command to its outcome (exported for the protocol tests). */
export function outcomeOf(commandId: string, status: number, text: string): CommandOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'retry', error: `HTTP ${status}: not JSON` };
  }
  if (status === 200) {
    const applied = gameCommandApplied.safeParse(json);
    if (applied.success && applied.data.id === commandId) {
      return { kind: 'applied', replayed: applied.data.replayed };
    }
    return { kind: 'retry', error: 'HTTP 200 without an applied answer for this command' };
  }
  if (status === 409 || status === 422) {
    const refused = gameCommandRefused.safeParse(json);
    if (refused.success && refused.data.id === commandId) {
      return { kind: 'refused', reason: refused.data.reason };
    }
  }
  return { kind: 'retry', error: `HTTP ${status}: ${text.slice(0, 200)}` };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
