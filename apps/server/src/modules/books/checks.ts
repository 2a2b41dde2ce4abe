import type { Books, BooksCheck, BooksChecks } from '@yuanlong/shared/operator-health';
import { desc, lt } from 'drizzle-orm';
import { booksChecks } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { books, type OpsSources } from './service.ts';

export type BooksTrigger = BooksCheck['trigger'];

/** How long recorded runs are kept. */
const KEEP_MS = 90 * 24 * 3_600_000;
/** Recent runs the console lists. */
const RECENT = 48;

/** The coins whose vault differs from what is owed, or with frozen coins nothing explains. */
export function coinsOff(report: Books): string[] {
  return report.coins
    .filter((c) => c.frozen_unexplained !== '0' || (c.difference ?? '0') !== '0')
    .map((c) => c.coin);
}

/** A recorded run's report, counted for the history. */
function summary(row: {
  id: number;
  checkedAt: Date;
  trigger: string;
  ok: boolean;
  report: unknown;
}): BooksCheck {
  const report = row.report as Books;
  return {
    id: row.id,
    checked_at: row.checkedAt.toISOString(),
    trigger: row.trigger as BooksTrigger,
    ok: row.ok,
    ledger_mismatches: report.ledger_mismatches.length,
    coins_off: coinsOff(report).length,
    game_differences: report.game ? report.game.differences.length : null,
  };
}

/**
 * The books' runs: each run is recorded with its report (so every instance shows the latest and
 * the history), and a run asked for while one is running on this instance shares that run's
 * report instead of starting another (the reconciliation reads every balance and asks the game
 * for every role: many operators pressing Run at once cost one run).
 */
export class BooksRuns {
  private running: Promise<Books> | undefined;

  constructor(
    private readonly sources: OpsSources,
    private readonly clock: Clock,
    /** Minutes between scheduled runs; null when off. */
    readonly intervalMinutes: number | null,
  ) {}

  run(trigger: BooksTrigger): Promise<Books> {
    this.running ??= this.runAndRecord(trigger).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** When the latest recorded run was, or null when there is none. */
  async latestAt(): Promise<Date | null> {
    const [row] = await this.sources.database.db
      .select({ checkedAt: booksChecks.checkedAt })
      .from(booksChecks)
      .orderBy(desc(booksChecks.checkedAt), desc(booksChecks.id))
      .limit(1);
    return row?.checkedAt ?? null;
  }

  /** The schedule, the latest report and the recent runs, newest first. */
  async recent(): Promise<BooksChecks> {
    const rows = await this.sources.database.db
      .select()
      .from(booksChecks)
      .orderBy(desc(booksChecks.checkedAt), desc(booksChecks.id))
      .limit(RECENT);
    return {
      interval_minutes: this.intervalMinutes,
      latest: rows[0] ? (rows[0].report as Books) : null,
      checks: rows.map(summary),
    };
  }

  private async runAndRecord(trigger: BooksTrigger): Promise<Books> {
    const now = this.clock();
    const report = await books(this.sources, now);
    const db = this.sources.database.db;
    await db.insert(booksChecks).values({ checkedAt: now, trigger, ok: report.ok, report });
    await db.delete(booksChecks).where(lt(booksChecks.checkedAt, new Date(now.getTime() - KEEP_MS)));
    return report;
  }
}
