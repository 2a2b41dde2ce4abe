import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client.ts';
import { devMails } from '../db/schema.ts';
import { codeInText } from './mail-code.ts';

export interface DevMailbox {
  /** Where to send mail: `smtp://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The development mailbox: an SMTP server on 127.0.0.1 (a free port) that accepts every mail,
 * parses it, stores it in `dev_mails` and logs it, so a developer or a test can read codes
 * without a real mail account. Used only when no SMTP_URL is configured.
 */
export async function startDevMailbox(db: Db, log: FastifyBaseLogger): Promise<DevMailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1_000_000,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(', ');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const text = parsed.text ?? '';
          const subject = parsed.subject ?? '';
          await db.insert(devMails).values({ toAddress: to, fromAddress: from, subject, text });
          log.info(
            { to, subject, code: codeInText(text) },
            'development mailbox: mail received (read it at /dev/mail)',
          );
          callback();
        })
        .catch((error: Error) => {
          log.error({ err: error }, 'development mailbox: could not store a mail');
          callback(error);
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
