import { expect, type Page, test } from '@playwright/test';
import { text } from '../support/locales.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * WalletConnect's relay, which the test machine cannot reach: answers the provider's JSON-RPC
 * (subscribe, publish, the session proposal) as the relay would, so the real provider makes its pairing link. Returns
 * the methods the page sent.
 */
async function answerRelay(page: Page): Promise<string[]> {
  const methods: string[] = [];
  await page.routeWebSocket(/^wss:\/\/relay\.walletconnect\./, (relay) => {
    relay.onMessage((message) => {
      const request = JSON.parse(String(message)) as {
        id: number;
        method: string;
        params: { topics?: string[] };
      };
      methods.push(request.method);
      const result = request.method.endsWith('_batchSubscribe')
        ? (request.params.topics ?? []).map((_, i) => `subscription-${request.id}-${i}`)
        : request.method.endsWith('_subscribe')
          ? `subscription-${request.id}`
          : true;
      relay.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }));
    });
  });
  return methods;
}

test('a phone without an injected wallet signs in through WalletConnect: a pairing QR code and a link that opens a wallet app; closing it starts over', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const methods = await answerRelay(page);
  await page.goto('/login');
  const offered = page.getByText(text('en', 'wallet.otherWallets')).locator('..');
  await offered.getByRole('button', { name: 'WalletConnect' }).click();

  const dialog = page.getByRole('dialog', { name: 'Connect with WalletConnect' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('img', { name: 'WalletConnect code' })).toBeVisible();
  // The pairing link of WalletConnect v2: a topic, the version, the relay protocol and a key.
  await expect(dialog.getByRole('link', { name: 'Open in a wallet app' })).toHaveAttribute(
    'href',
    /^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn.*symKey=[0-9a-f]{64}/,
  );
  // The session proposal went out through the relay, for the wallet that scans the code.
  expect(methods).toContain('wc_proposeSession');
  await page.screenshot({ path: test.info().outputPath('walletconnect-390.png') });

  // Given up: the dialog closes and the sign-in is back at its start, ready to try again.
  await dialog.getByRole('button', { name: text('en', 'common.close') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: text('en', 'login.connectWallet'), exact: true }),
  ).toBeEnabled();
});
