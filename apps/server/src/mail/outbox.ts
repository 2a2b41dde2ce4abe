import { asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

const BATCH = 20;
/** A claimed mail not finished within this time (the sender died) is tried again. */
const CLAIM_MS = 60_000;

export interface MailOutbox {
  /** Delivers what is due now (also called on a timer, for retries, and after `queueMails`). */
  kick(): void;
  /** Resolves when no delivery is running. */
  idle(): Promise<void>;
  /** Connects the outbox to a mailer; until then mails wait. */
  attach(mailer: Mailer, log: FastifyBaseLogger): void;
}

/** Stores mails for delivery inside the caller's transaction (delivered by the next kick or timer). */
export async function queueMails(tx: Db, mails: OutgoingMail[], ttlMs: number, now: Date): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      nextAttemptAt: now,
    })),
  );
}

/**
 * Mails go through a table so that the answer to a request never waits on (or reveals
 * anything through) the SMTP server, and a mail survives an SMTP outage or a restart until it
 * expires. Claims use SKIP LOCKED, so several replicas can deliver side by side.
 */
export function createMailOutbox(db: Db, clock: Clock): MailOutbox {
  let mailer: Mailer | undefined;
  let log: FastifyBaseLogger | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const deliverBatch = async (): Promise<number> => {
    const now = clock();
    const expired = await db
      .delete(mailOutbox)
      .where(lte(mailOutbox.expiresAt, now))
      .returning({ id: mailOutbox.id });
    if (expired.length > 0)
      log?.warn({ count: expired.length }, 'mail outbox: dropped undelivered expired mails');

    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, now))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    for (const row of claimed) {
      try {
        await mailer!.send({ to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
        await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        const backoffMs = Math.min(5_000 * 2 ** (attempts - 1), 5 * 60_000);
        log?.warn({ err: error, to: row.toAddress, attempts }, 'mail outbox: delivery failed, will retry');
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: String(error).slice(0, 500),
            nextAttemptAt: new Date(clock().getTime() + backoffMs),
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return claimed.length;
  };

  const run = async () => {
    do {
      again = false;
      try {
        while ((await deliverBatch()) === BATCH) {}
      } catch (error) {
        log?.error({ err: error }, 'mail outbox: delivery round failed');
      }
    } while (again);
    running = undefined;
  };

  const kick = () => {
    if (!mailer) return;
    if (running) {
      again = true;
      return;
    }
    running = run();
  };

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    attach: (m, l) => {
      mailer = m;
      log = l;
      kick();
    },
  };
}
