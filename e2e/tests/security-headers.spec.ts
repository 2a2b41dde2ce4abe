import { expect, type Page, test } from '@playwright/test';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { signInWithWallet } from '../support/wallet-session.ts';

/** Collects every Content-Security-Policy violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test('the app and the wallet sign-in run under the CSP without a single violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const first = await page.goto('/market');
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('main')).toBeVisible();
  await signInWithWallet(page, request, devAccounts.player1);
  await page.goto('/market');
  await page.waitForLoadState('networkidle');
  await page.goto('/accountAccount');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('another origin can neither read the session cookie nor call the API with it', async ({
  page,
  request,
  baseURL,
}) => {
  await signInWithWallet(page, request, devAccounts.player2);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  // Another site (served by the test itself), without the product's CSP: only CORS could let it read.
  await page.route('http://evil.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }),
  );
  await page.goto('http://evil.test/');
  const seen = await page.evaluate(
    async ({ api, token }) => {
      const cookie = document.cookie;
      let read = 'blocked';
      try {
        const res = await fetch(`${api}/api/user/info`, { headers: { authorization: `Bearer ${token}` } });
        read = await res.text();
      } catch {
        read = 'blocked';
      }
      return { cookie, read };
    },
    { api: baseURL!, token },
  );
  expect(seen.cookie).not.toContain(token);
  expect(seen.read).toBe('blocked');
});
