import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttles } from '../src/db/schema.ts';
import { captchaToken, freshIp, humanTrack, newPuzzle, postSlide } from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

/** Uses a captcha token on a request that needs one (send_code for a reset). */
function useToken(t: TestContext, token: string, email = 'nobody@example.com') {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/send_code',
    headers: { language: 'EN-US' },
    remoteAddress: freshIp(),
    payload: { captcha_token: token, purpose: 'reset', email },
  });
}

describe.each(databaseKinds)('slider captcha on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('draws a new PNG puzzle each time and never sends the answer', async () => {
    const a = await newPuzzle(t);
    const b = await newPuzzle(t);
    expect(a.res.statusCode).toBe(200);
    expect(a.res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(a.puzzle).sort()).toEqual(
      [
        'background',
        'expires_in',
        'height',
        'id',
        'piece',
        'piece_height',
        'piece_width',
        'piece_y',
        'width',
      ].sort(),
    );
    for (const image of [a.puzzle.background, a.puzzle.piece]) {
      expect(image).toMatch(/^data:image\/png;base64,/);
      expect(Buffer.from(image.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
    expect(a.puzzle.id).not.toBe(b.puzzle.id);
    expect(a.puzzle.background).not.toBe(b.puzzle.background);
    expect(a.answer).toBeGreaterThan(a.puzzle.piece_width);
  });

  it('gives a single-use token for a good slide; a replayed token is accepted once', async () => {
    const token = await captchaToken(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => useToken(t, token, `replay${i}@example.com`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().msg).toBe('Please complete the slider verification first');
    expect((await useToken(t, token, 'later@example.com')).statusCode).toBe(400);
  });

  it('rejects a slide to the wrong place, and the puzzle allows no second try', async () => {
    const { puzzle, answer } = await newPuzzle(t);
    const wrong = answer + 20;
    const res = await postSlide(t, { id: puzzle.id, x: wrong, track: humanTrack(wrong) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Verification failed, please try again', data: null });
    const retry = await postSlide(t, { id: puzzle.id, x: answer, track: humanTrack(answer) });
    expect(retry.statusCode).toBe(400);
  });

  it('rejects the right place reached by an implausible drag', async () => {
    const { puzzle, answer } = await newPuzzle(t);
    const robot = Array.from({ length: 10 }, (_, i) => ({ x: (answer * i) / 9, t: i * 5 }));
    const res = await postSlide(t, { id: puzzle.id, x: answer, track: robot }, 'ZH-TW');
    expect(res.json()).toEqual({ code: 400, msg: '驗證失敗，請重試', data: null });
  });

  it('accepts a drop within the tolerance', async () => {
    const { puzzle, answer } = await newPuzzle(t);
    const res = await postSlide(t, { id: puzzle.id, x: answer - 5, track: humanTrack(answer - 5) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ token: expect.any(String), expires_in: 120 });
  });

  it('expires puzzles and tokens after 2 minutes', async () => {
    const token = await captchaToken(t);
    const { puzzle, answer } = await newPuzzle(t);
    t.clock.advance(120_001);
    expect((await postSlide(t, { id: puzzle.id, x: answer, track: humanTrack(answer) })).statusCode).toBe(
      400,
    );
    expect((await useToken(t, token)).statusCode).toBe(400);
  });

  it('refuses an unknown puzzle and a malformed body', async () => {
    expect((await postSlide(t, { id: 'nope', x: 100, track: humanTrack(100) })).statusCode).toBe(400);
    const res = await postSlide(t, { id: 'x', x: 'far', track: [] });
    expect(res.json().msg).toMatch(/^Invalid input: /);
  });

  it('counts a client by its own address, not by a forged X-Forwarded-For', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.7' };
    await t.app.inject({ url: '/api/captcha/puzzle', remoteAddress: '203.0.113.9', headers: forged });
    // Through a proxy on loopback the forwarded client address is believed.
    await t.app.inject({
      url: '/api/captcha/puzzle',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.44' },
    });
    const keys = (await t.database.db.select().from(throttles)).map((row) => row.key);
    expect(keys).toContain('captchaPerIp:203.0.113.9');
    expect(keys).toContain('captchaPerIp:192.0.2.44');
    expect(keys).not.toContain('captchaPerIp:198.51.100.7');
  });

  it('limits puzzles per IP (429 with Retry-After), counted in the database', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ url: '/api/captcha/puzzle', remoteAddress: ip })).statusCode).toBe(200);
    }
    // Spend the rest of the window's 120 without drawing 117 images.
    await t.database.db
      .update(throttles)
      .set({ hits: 120 })
      .where(eq(throttles.key, `captchaPerIp:${ip}`));
    const res = await t.app.inject({
      url: '/api/captcha/puzzle',
      remoteAddress: ip,
      headers: { language: 'EN-US' },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    expect(res.json()).toEqual({
      code: 429,
      msg: expect.stringMatching(/^Too many attempts, please try again in \d+ s$/),
      data: null,
    });
    expect((await t.app.inject({ url: '/api/captcha/puzzle', remoteAddress: freshIp() })).statusCode).toBe(
      200,
    );
  });
});
