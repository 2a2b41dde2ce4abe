import { and, eq, sql } from 'drizzle-orm';
import type { LeaderLease, LeaderLock } from '../chain/leader.ts';
import { type JobLogger, LeaderJob, LeaderLoop, silentLogger } from '../chain/leader-loop.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { gameOutbox, type StoredGameCommand } from '../db/schema.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { CommandOutcome, GameCommandSender } from './command-outcome.ts';
import { wireCommand } from './outbox.ts';

export interface GameOutboxWorkerOptions {
  lock: LeaderLock;
  sender: GameCommandSender;
  pollMs: number;
  /** A command still not applied after this many deliveries fails (sync failed). */
  maxAttempts: number;
  /** …or once it is this old (after at least MIN_ATTEMPTS deliveries). */
  maxAgeMs: number;
  /** Pause after the first failed delivery; it doubles per attempt up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  clock?: Clock;
  logger?: JobLogger;
  /** Test seam: called after the game answered, before the answer is recorded. */
  hooks?: { afterSend?(rowId: number, outcome: CommandOutcome): void | Promise<void> };
}

/** Commands delivered per round; a pass makes rounds while they deliver. */
const BATCH = 50;
const MAX_ROUNDS = 20;
/** Commands of different assets in flight at once. */
const CONCURRENCY = 4;
/** The age bound fails a command only after it was tried this often. */
const MIN_ATTEMPTS = 3;

interface DueRow {
  id: number;
  command: StoredGameCommand;
  createdAt: Date;
  attempts: number;
}

/**
 * Delivers the game outbox (outbox.ts) to the game, one leader per database (an advisory lock, as
 * the payout worker): commands in id order, an asset's command only once every earlier command
 * of that asset is delivered or resolved (a failed one holds the rest back); commands of
 * different assets a few at a time. A command the game
 * refuses fails at once; one that cannot be delivered is tried again with back-off until the
 * bound (attempts, age), then fails. The game's answer is recorded. A command is sent again
 * after a crash or a timeout with the same id, which the game applies once.
 */
export class GameOutboxWorker extends LeaderJob {
  protected readonly job: LeaderLoop;
  private readonly clock: Clock;
  private readonly log: JobLogger;

  constructor(private readonly options: GameOutboxWorkerOptions) {
    super();
    this.clock = options.clock ?? systemClock;
    this.log = options.logger ?? silentLogger;
    this.job = new LeaderLoop({
      name: 'game outbox',
      lock: options.lock,
      pollMs: options.pollMs,
      maxBackoffMs: 30_000,
      logger: this.log,
      work: (lease) => this.pass(lease),
    });
  }

  private async pass(lease: LeaderLease): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const due = await dueCommands(lease.db, this.clock());
      if (due.length === 0) return;
      // A round holds at most one command per asset (the next waits for it), so the commands of a
      // round go out side by side, a few at a time; a role's command (no asset) is a barrier: it
      // goes alone, after the ones before it and before the ones after it.
      let applied = 0;
      let group: DueRow[] = [];
      const flush = async () => {
        let next = 0;
        const rows = group;
        group = [];
        const lane = async () => {
          while (next < rows.length) {
            if (this.job.stopping || lease.lost()) return;
            const row = rows[next++]!;
            if (await this.deliver(lease.db, row)) applied++;
          }
        };
        await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane));
      };
      for (const row of due) {
        if (this.job.stopping || lease.lost()) return;
        if ('asset_id' in row.command) {
          group.push(row);
          continue;
        }
        await flush();
        if (this.job.stopping || lease.lost()) return;
        if (await this.deliver(lease.db, row)) applied++;
      }
      await flush();
      if (this.job.stopping || lease.lost()) return;
      if (applied === 0) return;
    }
  }

  /** Sends one command and records the answer; true when the game applied it. */
  private async deliver(db: Db, row: DueRow): Promise<boolean> {
    const outcome = await this.options.sender
      .send(wireCommand(row))
      .catch((error: unknown): CommandOutcome => ({ kind: 'retry', error: errorText(error) }));
    await this.options.hooks?.afterSend?.(row.id, outcome);
    const now = this.clock();
    const attempts = row.attempts + 1;
    const pending = and(eq(gameOutbox.id, row.id), eq(gameOutbox.state, 'pending'));
    if (outcome.kind === 'applied') {
      await db
        .update(gameOutbox)
        .set({ state: 'delivered', attempts, settledAt: now, lastError: null, answer: answerOf(outcome) })
        .where(pending);
      return true;
    }
    const error = outcome.kind === 'refused' ? outcome.reason : outcome.error;
    const giveUp = outcome.kind === 'refused' || this.pastBound(attempts, row.createdAt, now);
    await db
      .update(gameOutbox)
      .set({
        attempts,
        lastError: error.slice(0, 1000),
        ...(outcome.kind === 'refused' ? { answer: answerOf(outcome) } : {}),
        ...(giveUp
          ? { state: 'failed', settledAt: now }
          : { nextAttemptAt: new Date(now.getTime() + this.backoff(attempts)) }),
      })
      .where(pending);
    const fields = { command: row.id, type: row.command.type, attempts, error };
    if (giveUp)
      this.log.error(fields, 'game outbox: command failed; its asset is frozen until retried or resolved');
    else this.log.warn(fields, 'game outbox: delivery failed; will retry');
    return false;
  }

  private pastBound(attempts: number, createdAt: Date, now: Date): boolean {
    if (attempts >= this.options.maxAttempts) return true;
    return attempts >= MIN_ATTEMPTS && now.getTime() - createdAt.getTime() >= this.options.maxAgeMs;
  }

  private backoff(attempts: number): number {
    const base = this.options.backoffMs ?? 1_000;
    return Math.min(this.options.maxBackoffMs ?? 300_000, base * 2 ** Math.min(attempts - 1, 20));
  }
}

/** Pending commands due now whose asset has no earlier open command, oldest first. */
async function dueCommands(db: Db, now: Date): Promise<DueRow[]> {
  type Raw = { id: string; command: StoredGameCommand | string; created_at: string | Date; attempts: number };
  const rows = await queryRows<Raw>(
    db,
    sql`
    select o.id, o.command, o.created_at, o.attempts from game_outbox o
    where o.state = 'pending' and o.next_attempt_at <= ${now.toISOString()}::timestamptz
      and not exists (
        select 1 from game_outbox e
        where e.asset_id = o.asset_id and e.id < o.id and e.state in ('pending', 'failed'))
    order by o.id limit ${BATCH}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    command: typeof r.command === 'string' ? (JSON.parse(r.command) as StoredGameCommand) : r.command,
    createdAt: new Date(r.created_at),
    attempts: Number(r.attempts),
  }));
}

function answerOf(outcome: CommandOutcome): Record<string, unknown> {
  if (outcome.kind === 'applied') return { status: 'applied', replayed: outcome.replayed };
  if (outcome.kind === 'refused') return { status: 'refused', reason: outcome.reason };
  return { status: 'retry', error: outcome.error };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
