import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { queueNotificationMails } from '../modules/notify/mails.ts';
import type { DevMailbox } from './dev-mailbox.ts';
import { type Mailer, smtpMailer } from './mailer.ts';
import { createMailOutbox, type MailOutbox } from './outbox.ts';

const RETRY_INTERVAL_MS = 5_000;

/** Outgoing mail: the outbox, delivered to SMTP_URL or to the development mailbox. */
export interface MailService {
  outbox: MailOutbox;
  /** True when there is no SMTP_URL: the product runs its own mailbox (and its /dev/mail pages). */
  devMailbox: boolean;
  /** Starts delivery (and the development mailbox, when used). */
  start(log: FastifyBaseLogger): Promise<void>;
  /** Stops delivery after the mail in flight, and the development mailbox. */
  close(): Promise<void>;
}

/** Builds the mail service; nothing listens or sends until `start`. */
export function createMailService(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & Partial<Pick<Config, 'publicOrigins'>>,
  db: Db,
  clock: Clock,
): MailService {
  const outbox = createMailOutbox(db, clock);
  let mailer: Mailer | undefined;
  let mailbox: DevMailbox | undefined;
  let timer: NodeJS.Timeout | undefined;
  let composing: Promise<void> | undefined;
  return {
    outbox,
    devMailbox: !config.smtpUrl,
    start: async (log) => {
      if (config.smtpUrl) {
        mailer = smtpMailer(config.smtpUrl, config.mailFrom);
      } else {
        // Loaded only here: an instance with SMTP_URL never loads the SMTP server and the parser.
        const { startDevMailbox } = await import('./dev-mailbox.ts');
        mailbox = await startDevMailbox(db, log);
        mailer = smtpMailer(mailbox.url, config.mailFrom, { plain: true });
        log.warn(
          { smtp: mailbox.url },
          'No SMTP_URL: mail goes to the development mailbox, readable by anyone at /dev/mail. Set SMTP_URL in production.',
        );
      }
      outbox.attach(mailer, log);
      const origin = config.publicOrigins?.[0] ?? '';
      // Each round also turns new notifications into mails (modules/notify/mails.ts), then delivers.
      const round = () => {
        if (composing) return;
        composing = queueNotificationMails(db, origin, clock)
          .catch((error: Error) => log.error({ err: error }, 'notification mails: queueing failed'))
          .then(() => {
            composing = undefined;
            outbox.kick();
          });
      };
      timer = setInterval(round, RETRY_INTERVAL_MS);
      timer.unref();
    },
    close: async () => {
      clearInterval(timer);
      await composing;
      await outbox.idle();
      mailer?.close();
      await mailbox?.close();
    },
  };
}
