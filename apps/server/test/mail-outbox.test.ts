import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { pruneExpired } from '../src/db/prune.ts';
import { captchas, devMails, mailOutbox, throttles } from '../src/db/schema.ts';
import { type DevMailbox, startDevMailbox } from '../src/mail/dev-mailbox.ts';
import { createMailService } from '../src/mail/mail-service.ts';
import { smtpMailer } from '../src/mail/mailer.ts';
import { createMailOutbox, queueMails } from '../src/mail/outbox.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';
import { testClock } from './support/test-app.ts';

const log = Fastify({ logger: false }).log;
const mail = (to: string) => ({
  to,
  subject: 'Code 123456',
  text: 'Your code is 123456',
  html: '<p>123456</p>',
});

/** A port nothing listens on: an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databaseKinds)('mail outbox and development mailbox on %s', (kind) => {
  let database: Database;
  let mailbox: DevMailbox;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mailbox = await startDevMailbox(database.db, log);
  });
  afterAll(async () => {
    await mailbox.close();
    await database.close();
  });

  it('keeps a mail while the SMTP server is down and delivers it once it is back', async () => {
    const clock = testClock();
    const outbox = createMailOutbox(database.db, clock.now);
    const down = smtpMailer(`smtp://127.0.0.1:${await deadPort()}`, 'test@yuanlong.local', { plain: true });
    outbox.attach(down, log);
    await queueMails(database.db, [mail('later@example.com')], 600_000, clock.now());
    outbox.kick();
    await outbox.idle();
    const [waiting] = await database.db.select().from(mailOutbox);
    expect(waiting).toMatchObject({ toAddress: 'later@example.com', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());

    outbox.attach(smtpMailer(mailbox.url, 'test@yuanlong.local', { plain: true }), log);
    await outbox.idle();
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1); // not due yet
    clock.advance(5_001);
    outbox.kick();
    await outbox.idle();
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    const [received] = await database.db.select().from(devMails);
    expect(received).toMatchObject({
      toAddress: 'later@example.com',
      fromAddress: 'test@yuanlong.local',
      subject: 'Code 123456',
    });
    expect(received!.text).toContain('123456');
  });

  it('drops a mail that could not be delivered before its code expired', async () => {
    const clock = testClock();
    const outbox = createMailOutbox(database.db, clock.now);
    outbox.attach(smtpMailer(`smtp://127.0.0.1:${await deadPort()}`, 'x@y.z', { plain: true }), log);
    await queueMails(database.db, [mail('expired@example.com')], 60_000, clock.now());
    outbox.kick();
    await outbox.idle();
    clock.advance(60_001);
    outbox.kick();
    await outbox.idle();
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('prunes expired captchas and throttle windows', async () => {
    const now = new Date();
    await database.db.insert(captchas).values([
      { id: 'old', answerX: 1, expiresAt: new Date(now.getTime() - 2 * 86_400_000) },
      { id: 'new', answerX: 1, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await database.db.insert(throttles).values([
      { key: 'done', hits: 1, windowEndsAt: new Date(now.getTime() - 1) },
      { key: 'live', hits: 1, windowEndsAt: new Date(now.getTime() + 60_000) },
    ]);
    await pruneExpired(database.db, now);
    expect((await database.db.select().from(captchas)).map((c) => c.id)).toEqual(['new']);
    expect((await database.db.select().from(throttles)).map((c) => c.key)).toEqual(['live']);
  });

  it('has no development mailbox pages when SMTP_URL is configured', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    const service = createMailService(config, database.db, () => new Date());
    expect(service.devMailbox).toBe(false);
    const app = await buildApp({ config, database, mail: service });
    expect((await app.inject('/dev/mail')).statusCode).toBe(404);
    expect((await app.inject('/api/dev/mail')).statusCode).toBe(404);
    await app.close();
    const production = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' });
    expect(createMailService(production, database.db, () => new Date()).devMailbox).toBe(true);
  });
});
