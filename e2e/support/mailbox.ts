import { type APIRequestContext, expect } from '@playwright/test';

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  code: string | null;
}

/** The newest mail to an address in the development mailbox (GET /api/dev/mail), or undefined. */
export async function newestMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=1`);
  expect(res.ok(), 'the development mailbox answers').toBe(true);
  return ((await res.json()).data as Mail[])[0];
}

/** Waits for a mail newer than `afterId` to reach `to` and returns its six-digit code. */
export async function waitForCode(request: APIRequestContext, to: string, afterId = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = await newestMail(request, to);
        code = mail && mail.id > afterId && mail.code ? mail.code : '';
        return code;
      },
      { message: `a code mailed to ${to}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

let counter = 0;
/** An address nobody else in the run uses (codes are limited to one a minute per address). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${process.pid}-${counter}-${Date.now().toString(36)}@example.com`;
}
