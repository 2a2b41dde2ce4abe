import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Throttle } from './lib/throttle.ts';
import type { MailOutbox } from './mail/outbox.ts';

/** What services of the account area need: the database, time, limits and the mail outbox. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  outbox: MailOutbox;
  sessionTtlMs: number;
}
