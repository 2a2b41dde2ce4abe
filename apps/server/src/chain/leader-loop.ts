import type { LeaderLease, LeaderLock } from './leader.ts';

/** The subset of a pino/Fastify logger the chain jobs use. */
export interface JobLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: JobLogger = { debug() {}, info() {}, warn() {}, error() {} };

export interface LeaderLoopOptions {
  /** Names the job in log lines and errors, e.g. "chain watcher". */
  name: string;
  lock: LeaderLock;
  /** Pause between passes as the leader. */
  pollMs: number;
  /**
   * How often a waiting instance tries to become the leader (default 2 s: one cheap
   * pg_try_advisory_lock, so that a dead leader is replaced well within 10 s).
   */
  leaderPollMs?: number;
  /** Longest pause after failed passes (the pause doubles per failure up to it). */
  maxBackoffMs: number;
  logger: JobLogger;
  /** What the leader log line says besides the job's name. */
  leaderFields?: object;
  /** One pass as the leader. Throwing fails the pass: the loop waits and tries again. */
  work(lease: LeaderLease): Promise<void>;
  /** How loud a failed pass is logged (default warn). */
  levelOf?(error: unknown): 'info' | 'warn' | 'error';
}

/**
 * A background job that runs only on the leader (an advisory lock): passes every `pollMs`,
 * exponential back-off after failures, a waiting instance retrying for the lock, and a stop
 * that finishes the current pass and gives the lock back. The chain watcher and the payout
 * worker each run one.
 */
const LEADER_RETRY_MS = 2_000;

export class LeaderLoop {
  private lease: LeaderLease | undefined;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private stopped = false;
  private error: string | undefined;

  constructor(private readonly options: LeaderLoopOptions) {}

  /** True once stop() was called: work should end its pass early. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Whether this instance holds the lock now. */
  get leader(): boolean {
    return this.lease !== undefined;
  }

  /** The last pass's error; undefined after a pass that went through. */
  get lastError(): string | undefined {
    return this.error;
  }

  /** Runs the passes in the background until {@link stop}. */
  start(): void {
    if (this.stopped) throw new Error(`${this.options.name}: stopped; make a new one`);
    this.loop ??= this.run();
  }

  /** Stops for good after the current pass and gives up leadership. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
    await this.releaseLease();
  }

  /**
   * One pass, as the loop makes it: become the leader if possible, then work. Returns false
   * when another instance is the leader; throws what the work throws.
   */
  async syncOnce(): Promise<boolean> {
    if (this.stopped) throw new Error(`${this.options.name}: stopped`);
    try {
      const lease = await this.ensureLease();
      if (lease) await this.options.work(lease);
      this.error = undefined;
      return lease !== undefined;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      throw error;
    }
  }

  private async run(): Promise<void> {
    const { pollMs, leaderPollMs, maxBackoffMs, logger, name } = this.options;
    let failures = 0;
    while (!this.stopped) {
      let wait = pollMs;
      try {
        if (!(await this.syncOnce())) wait = leaderPollMs ?? LEADER_RETRY_MS;
        failures = 0;
      } catch (error) {
        failures += 1;
        wait = Math.min(maxBackoffMs, pollMs * 2 ** Math.min(failures, 10));
        const level = this.options.levelOf?.(error) ?? 'warn';
        logger[level]({ err: error, attempt: failures, retryInMs: wait }, `${name}: pass failed`);
        if (this.lease?.lost()) await this.releaseLease();
      }
      await this.sleep(wait);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async ensureLease(): Promise<LeaderLease | undefined> {
    if (this.lease && !this.lease.lost()) return this.lease;
    if (this.lease) {
      this.options.logger.warn({}, `${this.options.name}: lost the leader lock`);
      await this.releaseLease();
    }
    const lease = await this.options.lock.tryAcquire();
    if (lease && this.stopped) {
      // stop() ran while the lock was being taken: give it back at once.
      await lease.release();
      return undefined;
    }
    this.lease = lease;
    if (lease) this.options.logger.info(this.options.leaderFields ?? {}, `${this.options.name}: leader`);
    return lease;
  }

  private async releaseLease(): Promise<void> {
    const lease = this.lease;
    this.lease = undefined;
    await lease?.release();
  }
}

/**
 * A background job run by a {@link LeaderLoop}: started, stopped and passed through by hand (the
 * tests) the same way. A job sets `job` in its constructor and writes only its pass.
 */
export abstract class LeaderJob {
  protected abstract readonly job: LeaderLoop;

  /** Runs in the background until {@link stop}. */
  start(): void {
    this.job.start();
  }

  /** Stops for good after the current pass (its transaction commits or rolls back) and gives up leadership. */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One pass, as the loop makes it: false when another instance is the leader. */
  syncOnce(): Promise<boolean> {
    return this.job.syncOnce();
  }

  /** Whether this instance is the leader now. */
  get leader(): boolean {
    return this.job.leader;
  }
}
