import { expect, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { firstDataPaths } from '../../packages/shared/src/first-data.ts';
import { createRole } from '../support/game.ts';
import { text } from '../support/locales.ts';
import { signInByApi, useToken } from '../support/session.ts';
import { pageTitle, shortAddress } from '../support/ui.ts';

// A signed-in player's page comes with the answers its first render needs
// (apps/server/src/http/first-data.ts): the app asks the server for none of them, and shows them.
test('a card page comes with its answers: the app shows them and asks the server for none of them', async ({
  page,
  request,
  baseURL,
}) => {
  const account = privateKeyToAccount(generatePrivateKey());
  const { token } = await signInByApi(request, account);
  await createRole(request, token);
  await useToken(page.context(), baseURL!, token);
  const { data: list } = await (await request.get('/api/marketplace/list?size=10')).json();
  const card = list.items.find((item: { kind: number }) => item.kind !== 4);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() === 'GET') asked.push(url.pathname + url.search);
  });

  await page.goto(`/cardDetail?id=${card.id}`);
  await expect(pageTitle(page)).toHaveText(card.name);
  // The history section renders after the first paint, from its answer that came with the page.
  await expect(page.getByRole('heading', { name: text('tw', 'moves.title') })).toBeVisible();
  // The top bar's wallet address, from the user's answer.
  await expect(page.getByText(shortAddress(account.address)).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const paths = firstDataPaths('/cardDetail', new URLSearchParams({ id: String(card.id) }));
  expect(asked.filter((path) => paths.includes(path))).toEqual([]);
});
