import { localeOfLanguageHeader } from '@yuanlong/shared/locales';
import { translate } from '@yuanlong/shared/messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/session-service.ts';
import { databaseKinds } from '../support/databases.ts';
import {
  hostileOf,
  hostileString,
  isMessageIn,
  type Operation,
  operationsOf,
  validOf,
} from '../support/fuzz.ts';
import { makeAsset, post, trader } from '../support/market.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';

/** Requests per operation and database; `FUZZ_RUNS` raises it (bench/api-fuzz.mjs), `FUZZ_SEED` varies it. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const LANGUAGES = ['EN-US', 'ZH-TW', 'IN-IN', 'ZH-CN', 'xx-YY', undefined] as const;

/** A path segment or query value as a client could send it (lone surrogates cannot be encoded). */
function encoded(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * Every operation of the OpenAPI document gets generated bad input — wrong types, huge strings,
 * negative and huge numbers, unicode, missing or foreign auth, someone else's ids — and must answer
 * each with a clear error in the request's language: the envelope, never a 5xx but 503.
 */
describe.each(databaseKinds)('fuzzing every API operation on %s', (kind) => {
  let t: TestContext;
  let operations: Operation[];
  let own: { userId: number };
  let other: { userId: number };
  let foreignIds: number[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
    own = await trader(t.database, { balances: { MDS: 10n ** 21n } });
    const them = await trader(t.database, { balances: { MDS: 10n ** 21n } });
    other = them;
    const asset = await makeAsset(t.database, them.userId);
    const listed = await post(t, `/api/card/sell/${asset.id}`, them.headers, { price: '1000', coin: 'MDS' });
    const second = await makeAsset(t.database, them.userId, { kind: 4 });
    foreignIds = [asset.id, second.id, them.userId, listed.json().data?.listing_id ?? asset.id];
  });
  afterAll(() => t.close());

  it('lists the routes to fuzz from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/card/buy');
  });

  it('refuses a path segment longer than the router takes in the envelope, in the request’s language', async () => {
    // Found by this fuzzer: Fastify's router answered 414 with its own JSON before any hook ran.
    const res = await t.app.inject({ url: `/api/card/${'9'.repeat(500)}`, headers: { language: 'EN-US' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Invalid input: path', data: null });
    const tw = await t.app.inject({ url: `/api/card/${'9'.repeat(500)}` });
    expect(tw.json().msg).toBe('參數錯誤：path');
  });

  it('refuses text with a NUL character in the envelope (a query parameter reaching SQL)', async () => {
    // Found by this fuzzer (seed 541715948): GET /api/dev/mail?to=%00 answered 500.
    const res = await t.app.inject({ url: '/api/dev/mail?to=%00', headers: { language: 'EN-US' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Invalid input: text', data: null });
  });

  it(`answers ${RUNS} hostile requests per operation with no 5xx, each an error in the request's language`, {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of operations) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      const request = fc.record({
        auth: fc.constantFrom('own', 'other', 'none', 'garbage', 'huge'),
        language: fc.constantFrom(...LANGUAGES),
        path: fc.tuple(
          ...pathParams.map((p) =>
            fc.oneof(
              validOf(p.schema),
              hostileString,
              fc.constantFrom(...foreignIds),
              fc.constantFrom(-1, 0, 2 ** 63),
            ),
          ),
        ),
        query: fc.tuple(...queryParams.map((p) => fc.option(hostileOf(p.schema), { nil: undefined }))),
        body: op.body ? hostileOf(op.body) : fc.option(fc.anything(), { nil: undefined }),
        raw: fc.option(fc.constantFrom('{"a":', 'not json', '[]', '"x"', '1', 'x'.repeat(2_000_000)), {
          freq: 8,
          nil: undefined,
        }),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          undefined,
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let url = op.path;
          pathParams.forEach((p, i) => {
            url = url.replace(`{${p.name}}`, encoded(r.path[i]));
          });
          const query = queryParams
            .map((p, i) => (r.query[i] === undefined ? '' : `${p.name}=${encoded(r.query[i])}`))
            .filter(Boolean)
            .join('&');
          if (query) url += `?${query}`;
          const headers: Record<string, string> = {};
          if (r.language) headers.language = r.language;
          if (r.auth === 'own' || r.auth === 'other')
            headers.authorization = `Bearer ${await createSession(t.database.db, (r.auth === 'own' ? own : other).userId, 60_000)}`;
          if (r.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
          if (r.auth === 'huge') headers.authorization = `Bearer ${'A'.repeat(8_000)}`;
          const withBody = op.method !== 'GET' && op.method !== 'HEAD';
          if (withBody && r.contentType) headers['content-type'] = r.contentType;
          const payload = withBody
            ? (r.raw ?? (r.body === undefined ? undefined : JSON.stringify(r.body)))
            : undefined;
          const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload });

          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const locale = localeOfLanguageHeader(r.language);
          const where = `${op.method} ${url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          // A file download (the activity CSV) answers success with the file, not the envelope.
          if (res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/csv')) {
            if (!res.body.startsWith('\uFEFF')) failures.push(`CSV without its byte-order mark: ${where}`);
            return;
          }
          // So does a picture (an asset's share picture).
          if (res.statusCode === 200 && res.headers['content-type'] === 'image/png') {
            if (res.rawPayload.subarray(1, 4).toString() !== 'PNG') failures.push(`not a PNG: ${where}`);
            return;
          }
          let envelope: { code?: unknown; msg?: unknown; data?: unknown };
          try {
            envelope = res.json();
          } catch {
            failures.push(`not JSON: ${where}`);
            return;
          }
          const serverError =
            res.statusCode >= 500 &&
            !(res.statusCode === 503 && envelope.msg === translate('unavailable', locale));
          if (serverError) failures.push(`server error: ${where}`);
          else if (res.statusCode === 200) {
            if (envelope.code !== 200 || envelope.msg !== translate('ok', locale))
              failures.push(`odd success: ${where}`);
          } else if (
            envelope.code !== res.statusCode ||
            envelope.data !== null ||
            typeof envelope.msg !== 'string' ||
            !isMessageIn(locale, envelope.msg)
          ) {
            failures.push(`unclear error (${locale}): ${where}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (failures.length > 20) break;
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `fuzz on ${kind}: ${total} requests to ${operations.length} operations (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    for (const failure of failures) console.log(`fuzz failure on ${kind}: ${failure}`);
    expect(failures).toEqual([]);
  });
});
