import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, atNow, serialId } from './columns.ts';

/**
 * Mails waiting for the SMTP server. A row is deleted once delivered (so a code's plain text
 * does not outlive its delivery) or once it expires; failures are retried.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serialId(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: atNow('created_at'),
  expiresAt: at('expires_at').notNull(),
  nextAttemptAt: at('next_attempt_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/** Mails received by the development mailbox (only used when no SMTP_URL is configured). */
export const devMails = pgTable('dev_mails', {
  id: serialId(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  receivedAt: atNow('received_at'),
});
