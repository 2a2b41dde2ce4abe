import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/lib/transaction.ts';
import { revokeUserSessions } from '../src/modules/auth/session-service.ts';
import { type PublishedEvent, publishEvent } from '../src/modules/events/publish.ts';
import { STREAMS_PER_IP } from '../src/modules/events/routes.ts';
import { databaseKinds } from './support/databases.ts';
import { type EventStreamClient, openEventStream } from './support/event-stream.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('GET /api/events on %s', (kind) => {
  let t: TestContext;
  let base: string;
  const open: EventStreamClient[] = [];
  let address = 0;
  /** A stream from its own client address (the per-address cap stays out of the way). */
  const stream = async (headers: Record<string, string> = {}, query = '') => {
    address += 1;
    const s = await openEventStream(`${base}/api/events${query}`, {
      'x-forwarded-for': `10.0.0.${address}`,
      ...headers,
    });
    open.push(s);
    return s;
  };
  const publish = (event: PublishedEvent) => inTransaction(t.database.db, (tx) => publishEvent(tx, event));

  beforeAll(async () => {
    t = await startTestApp(kind, { eventsHeartbeatMs: 300 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => t.close());

  it('streams, uncompressed, a ready message with a resume id, then a public event within 2 s', async () => {
    const s = await stream({ 'accept-encoding': 'br, gzip' });
    expect(s.response.status).toBe(200);
    expect(s.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.response.headers.get('content-encoding')).toBeNull();
    expect(s.response.headers.get('cache-control')).toBe('no-store');
    expect(s.response.headers.get('x-content-type-options')).toBe('nosniff');
    const ready = await s.waitFor((e) => e.topic === 'ready');
    expect(ready.data).toEqual({ signed_in: false });
    expect(typeof ready.id).toBe('number');
    const started = Date.now();
    const id = await publish({ topic: 'listing', data: { action: 'sold', listing_id: 1 } });
    const event = await s.waitFor((e) => e.id === id);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(event).toEqual({ id, topic: 'listing', data: { action: 'sold', listing_id: 1 } });
  });

  it("gives a user's events to that user's streams only (token cookie or bearer header)", async () => {
    const alice = await signedInUser(t.database);
    const bob = await signedInUser(t.database);
    const byCookie = await stream({ cookie: `lang=en; token=${encodeURIComponent(alice.token)}` });
    const byHeader = await stream(bob.headers);
    const anonymous = await stream();
    expect((await byCookie.waitFor((e) => e.topic === 'ready')).data).toEqual({ signed_in: true });
    await byHeader.waitFor((e) => e.topic === 'ready');
    await anonymous.waitFor((e) => e.topic === 'ready');
    const forAlice = await publish({ topic: 'activity', userId: alice.userId, data: { types: [1] } });
    const forBob = await publish({ topic: 'activity', userId: bob.userId, data: { types: [2] } });
    const everyone = await publish({ topic: 'listing', data: { n: 3 } });
    for (const s of [byCookie, byHeader, anonymous]) await s.waitFor((e) => e.id === everyone);
    const ids = (s: EventStreamClient) => s.messages.filter((e) => e.id && e.id >= forAlice).map((e) => e.id);
    expect(ids(byCookie)).toEqual([forAlice, everyone]);
    expect(ids(byHeader)).toEqual([forBob, everyone]);
    expect(ids(anonymous)).toEqual([everyone]);
  });

  it('resumes after the Last-Event-ID (header or query): the missed events, in order, then live', async () => {
    const user = await signedInUser(t.database);
    const first = await stream(user.headers);
    const seen = await publish({ topic: 'listing', data: { n: 'seen' } });
    await first.waitFor((e) => e.id === seen);
    await first.close();
    const missed = [
      await publish({ topic: 'listing', data: { n: 'missed 1' } }),
      await publish({ topic: 'activity', userId: user.userId, data: { types: [1] } }),
      await publish({ topic: 'activity', userId: user.userId + 1000, data: { types: [1] } }),
      await publish({ topic: 'listing', data: { n: 'missed 2' } }),
    ];
    const byHeader = await stream({ ...user.headers, 'last-event-id': String(seen) });
    const byQuery = await stream(user.headers, `?last_event_id=${seen}`);
    const live = await publish({ topic: 'listing', data: { n: 'live' } });
    for (const s of [byHeader, byQuery]) {
      await s.waitFor((e) => e.id === live);
      expect(s.messages.filter((e) => e.topic !== 'ready').map((e) => e.id)).toEqual([
        missed[0],
        missed[1],
        missed[3],
        live,
      ]);
    }
  });

  it('tells a client whose Last-Event-ID is no longer kept (or unknown) to reset', async () => {
    await publish({ topic: 'listing', data: { n: 'x' } });
    await t.database.query('delete from events where id < (select max(id) from events)', []);
    const stale = await stream({ 'last-event-id': '1' });
    const future = await stream({ 'last-event-id': '999999999' });
    for (const s of [stale, future]) {
      const reset = await s.waitFor((e) => e.topic === 'reset');
      expect(typeof reset.id).toBe('number');
    }
    const garbage = await stream({ 'last-event-id': 'abc' });
    await garbage.waitFor((e) => e.topic === 'ready');
    expect(garbage.messages.some((e) => e.topic === 'reset')).toBe(false);
  });

  it('sends heartbeat comments to an idle stream, and ends a stream whose session was revoked', async () => {
    const user = await signedInUser(t.database);
    const idle = await stream();
    const signedIn = await stream(user.headers);
    await idle.waitForComments(2);
    await revokeUserSessions(t.database.db, user.userId);
    await signedIn.waitForEnd();
    expect(idle.ended).toBe(false);
  });

  it(`caps the open streams of one address at ${STREAMS_PER_IP} and frees a place when one closes`, async () => {
    const from = { 'x-forwarded-for': '10.1.1.1', language: 'EN-US' };
    const streams: EventStreamClient[] = [];
    for (let n = 0; n < STREAMS_PER_IP; n += 1)
      streams.push(await openEventStream(`${base}/api/events`, from));
    open.push(...streams);
    const refused = await fetch(`${base}/api/events`, { headers: from });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429, data: null });
    await streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await stream(from);
    expect(again.response.status).toBe(200);
  });
});
