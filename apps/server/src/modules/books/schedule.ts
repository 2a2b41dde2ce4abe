import type { LeaderLock } from '../../chain/leader.ts';
import { type JobLogger, LeaderJob, LeaderLoop, silentLogger } from '../../chain/leader-loop.ts';
import type { Clock } from '../../lib/clock.ts';
import { type BooksRuns, coinsOff } from './checks.ts';

/** How often the leader looks whether a run is due (at most). */
const LOOK_MS = 60_000;

/**
 * Runs the books on a schedule, on one instance (the leader): a run is due when the latest
 * recorded one, scheduled or asked for by an operator, is `intervalMinutes` old (with none, that
 * long after this instance started), so a restart does not run them again, a start is not
 * slowed by a run, and an operator's run counts. A run with differences is logged as an
 * error (with what differs, counted), for the logs' alerts.
 */
export class BooksSchedule extends LeaderJob {
  protected readonly job: LeaderLoop;
  private readonly log: JobLogger;
  private readonly startedAt: Date;

  constructor(
    private readonly options: {
      runs: BooksRuns;
      intervalMinutes: number;
      lock: LeaderLock;
      clock: Clock;
      logger?: JobLogger;
    },
  ) {
    super();
    this.log = options.logger ?? silentLogger;
    this.startedAt = options.clock();
    this.job = new LeaderLoop({
      name: 'books',
      lock: options.lock,
      pollMs: Math.min(LOOK_MS, options.intervalMinutes * 60_000),
      maxBackoffMs: 10 * 60_000,
      logger: this.log,
      work: () => this.pass(),
    });
  }

  private async pass(): Promise<void> {
    const { runs, intervalMinutes, clock } = this.options;
    const since = (await runs.latestAt()) ?? this.startedAt;
    if (clock().getTime() - since.getTime() < intervalMinutes * 60_000) return;
    const report = await runs.run('schedule');
    if (report.ok) {
      this.log.info({ checked_at: report.checked_at }, 'books: balanced');
      return;
    }
    this.log.error(
      {
        checked_at: report.checked_at,
        ledger_mismatches: report.ledger_mismatches.length,
        coins: coinsOff(report),
        game_differences: report.game?.differences.length ?? null,
      },
      'books: differences found',
    );
  }
}
