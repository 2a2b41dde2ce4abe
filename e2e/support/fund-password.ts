import { type APIRequestContext, expect } from '@playwright/test';
import { findPuzzleX } from './captcha-solver.ts';
import { uniqueEmail, waitForCode } from './mailbox.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token?: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method.toUpperCase()} ${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/**
 * A slider-captcha token through the API, solved as the browser tests solve it by eye
 * (findPuzzleX), with a hand-like drag: eased, uneven steps over about half a second.
 */
export async function captchaTokenByApi(request: APIRequestContext, tries = 3): Promise<string> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const puzzle = await call<{ id: string; background: string; piece: string; piece_y: number }>(
      request,
      'get',
      '/api/captcha/puzzle',
    );
    const x = await findPuzzleX(puzzle);
    const steps = 16;
    const track = Array.from({ length: steps + 1 }, (_, i) => ({
      x: Math.round(x * (1 - (1 - i / steps) ** 3) * 10) / 10,
      y: (i % 3) - 1,
      t: i * 31 + ((i * 7) % 11),
    }));
    const res = await request.post('/api/captcha/verify', { data: { id: puzzle.id, x, track } });
    const body = (await res.json()) as Envelope<{ token: string } | null>;
    if (body.code === 200 && body.data) return body.data.token;
  }
  throw new Error(`captcha not solved in ${tries} tries`);
}

/**
 * Gives a signed-in account a fund password and, unless it has one, a bound e-mail and a login
 * password, all through the API (codes from the development mailbox). Returns the e-mail.
 */
export async function setFundPasswordByApi(
  request: APIRequestContext,
  token: string,
  fundPassword: string,
  loginPassword = 'Login-Pass-2468',
): Promise<string> {
  // An account with an e-mail already (the demo wallets) proves it with a code: binding another
  // address would replace it, and a replaced e-mail holds withdrawals and claims for 24 hours.
  const { email: bound } = await call<{ email: string }>(request, 'get', '/api/user/info', token);
  if (bound) {
    const captcha_token = await captchaTokenByApi(request);
    await call(request, 'post', '/api/user/send_code', token, { purpose: 'paypwd', captcha_token });
    const code = await waitForCode(request, bound);
    await call(request, 'post', '/api/user/paypwd', token, {
      code,
      pay_password: fundPassword,
      repeat_password: fundPassword,
    });
    return bound;
  }
  const email = await bindEmailByApi(request, token, loginPassword);
  await call(request, 'post', '/api/user/paypwd', token, {
    login_password: loginPassword,
    pay_password: fundPassword,
    repeat_password: fundPassword,
  });
  return email;
}

/**
 * Binds an e-mail (and a login password) to a signed-in account through the API (asset actions
 * need a bound e-mail). Returns the e-mail used.
 */
export async function bindEmailByApi(
  request: APIRequestContext,
  token: string,
  loginPassword = 'Login-Pass-2468',
): Promise<string> {
  const email = uniqueEmail('buyer');
  const captcha_token = await captchaTokenByApi(request);
  await call(request, 'post', '/api/user/send_code', token, { purpose: 'bind', email, captcha_token });
  const code = await waitForCode(request, email);
  await call(request, 'post', '/api/user/bind_email', token, {
    email,
    code,
    password: loginPassword,
    repeat_password: loginPassword,
  });
  return email;
}
