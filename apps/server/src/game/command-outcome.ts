import type { GameCommand } from '@yuanlong/shared/game-protocol';

/** What became of one delivery of a command to the game. */
export type CommandOutcome =
  /** Applied now, or before (`replayed`: the game had this command id already). */
  | { kind: 'applied'; replayed: boolean }
  /** Refused (409/422, status refused): final, the command will never apply as it is. */
  | { kind: 'refused'; reason: string }
  /** Not known to have applied (5xx, timeout, unreachable, a bad answer): send it again later. */
  | { kind: 'retry'; error: string };

/** Sends one command to the game; what the outbox's delivery worker calls. */
export interface GameCommandSender {
  send(command: GameCommand): Promise<CommandOutcome>;
}
