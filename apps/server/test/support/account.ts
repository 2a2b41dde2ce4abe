import type { TrackPoint } from '@yuanlong/shared/captcha';
import { eq } from 'drizzle-orm';
import { captchas } from '../../src/db/schema.ts';
import type { TestContext } from './test-app.ts';

let ipCounter = 0;
/** A fresh client IP, so a test's per-IP limits do not depend on other tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A drag as a hand makes it: eased, uneven steps over ~0.5 s, ending at `x`. */
export function humanTrack(x: number): TrackPoint[] {
  const points: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
  let t = 0;
  for (let i = 1; i <= 14; i += 1) {
    const p = i / 14;
    t += 25 + ((i * 7) % 13);
    points.push({ x: Math.round(x * (1 - (1 - p) ** 3) * 10) / 10, y: (i % 3) - 1, t });
  }
  points[points.length - 1]!.x = x;
  return points;
}

/** A fresh puzzle and its answer (read from the database, as only the server knows it). */
export async function newPuzzle(t: TestContext, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({ url: '/api/captcha/puzzle', remoteAddress });
  const puzzle = res.json().data;
  const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, puzzle.id));
  return { puzzle, answer: row!.answerX, res };
}

export function postSlide(t: TestContext, body: object, language = 'EN-US') {
  return t.app.inject({ method: 'POST', url: '/api/captcha/verify', headers: { language }, payload: body });
}

/** Solves a captcha like a user would and returns its single-use token. */
export async function captchaToken(t: TestContext): Promise<string> {
  const { puzzle, answer } = await newPuzzle(t);
  const res = await postSlide(t, { id: puzzle.id, x: answer + 2, track: humanTrack(answer + 2) });
  if (res.statusCode !== 200) throw new Error(`captcha not solved: ${res.body}`);
  return res.json().data.token;
}

/** The newest mail id for an address in the development mailbox (0 when none). */
async function newestMailId(t: TestContext, to: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(to)}&limit=1` });
  return res.json().data[0]?.id ?? 0;
}

/** Waits until a mail newer than `afterId` reaches `to` through SMTP, and returns it. */
export async function waitForMail(t: TestContext, to: string, afterId: number, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await t.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(to)}&limit=1` });
    const [mail] = res.json().data;
    if (mail && mail.id > afterId) return mail as { id: number; subject: string; text: string; code: string };
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error(`no mail reached ${to} within ${timeoutMs} ms`);
}

export interface SendCodeOptions {
  purpose: 'bind' | 'reset' | 'password' | 'paypwd';
  email?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Posts send_code with a freshly solved captcha. */
export async function sendCode(t: TestContext, options: SendCodeOptions) {
  const captcha_token = await captchaToken(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/send_code',
    headers: { language: 'EN-US', ...options.headers },
    remoteAddress: options.remoteAddress ?? freshIp(),
    payload: { captcha_token, purpose: options.purpose, email: options.email },
  });
}

/** Asks for a code and reads it from the development mailbox (a real SMTP round trip). */
export async function requestCode(t: TestContext, options: SendCodeOptions & { to?: string }) {
  const to = options.to ?? options.email!;
  const before = await newestMailId(t, to);
  const res = await sendCode(t, options);
  if (res.statusCode !== 200) throw new Error(`send_code failed: ${res.body}`);
  const mail = await waitForMail(t, to, before);
  return { code: mail.code, mail };
}

/** Binds an e-mail to a signed-in user, optionally with a first login password. */
export async function bindEmail(
  t: TestContext,
  headers: Record<string, string>,
  email: string,
  password?: string,
) {
  const { code } = await requestCode(t, { purpose: 'bind', email, headers });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/bind_email',
    headers: { language: 'EN-US', ...headers },
    payload: { email, code, ...(password ? { password, repeat_password: password } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`bind_email failed: ${res.body}`);
  return res;
}

let userCounter = 0;
/** A unique test address. */
export function uniqueEmail(tag: string): string {
  userCounter += 1;
  return `${tag}${userCounter}-${Date.now().toString(36)}@example.com`;
}

/** Posts an e-mail sign-in with a freshly solved captcha. */
export async function emailLogin(
  t: TestContext,
  email: string,
  password: string,
  options: { language?: string; remoteAddress?: string } = {},
) {
  const captcha_token = await captchaToken(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/email',
    headers: { language: options.language ?? 'EN-US' },
    remoteAddress: options.remoteAddress ?? freshIp(),
    payload: { captcha_token, email, password },
  });
}
