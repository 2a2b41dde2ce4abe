import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Address, createPublicClient, http } from 'viem';
import { type DevAccount, devAccounts } from '../../packages/chain/src/accounts.ts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { marketApi } from '../support/market.ts';
import { installTestWallet, type TestWallet } from '../support/test-wallet.ts';

// Demo players 6-8 of the dev chain (anvil keys 6-8) get 100,000 of every coin on deploy and start
// not activated (the seed activates key 5, the wallet `npm start` prints); key 9 has only BNB.
test.use({ viewport: { width: 1280, height: 900 } });

interface ChainSettings {
  chain_id: number;
  rpc_url: string;
  explorer_url: string;
  confirmations: number;
  contracts: { coins: Record<string, Address>; activation: Address } | null;
}

const erc20 = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
] as const;

const TOP_UP = 'Please top up 1 MDV first to activate your account.';

async function chainSettings(request: APIRequestContext): Promise<ChainSettings> {
  const body = await (await request.get('/api/website/chain')).json();
  expect(body.code).toBe(200);
  expect(body.data.contracts, 'the e2e product deploys its contracts').not.toBeNull();
  return body.data;
}

/** The wallet's MDV on chain, and MDV's decimals, read in Node. */
async function mdvOnChain(settings: ChainSettings, owner: Address) {
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  const address = settings.contracts!.coins.MDV!;
  const [balance, decimals] = await Promise.all([
    client.readContract({ address, abi: erc20, functionName: 'balanceOf', args: [owner] }),
    client.readContract({ address, abi: erc20, functionName: 'decimals' }),
  ]);
  return { balance, decimals };
}

/** Signs in on /login with the injected test wallet holding `player`'s key; lands on the account. */
async function signInWithWallet(
  page: Page,
  player: DevAccount,
  settings: ChainSettings,
): Promise<TestWallet> {
  const wallet = await installTestWallet(page, { keys: [player.privateKey], rpcUrl: settings.rpc_url });
  await page.goto('/login');
  await page.getByTestId('wallet-connect').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  return wallet;
}

async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'a session token cookie').toBeTruthy();
  return token!;
}

/**
 * Waits for the card to say "activated", noting every confirmations count it showed on the way
 * (the status is polled every 2 s; a block comes every second).
 */
async function waitForActivated(page: Page) {
  const card = page.getByTestId('activation-card');
  const counts: { n: number; text: string }[] = [];
  await expect
    .poll(
      async () => {
        // One read of the card (state and count together): the count goes when the state changes.
        const { state, n, text } = await card.evaluate((element) => {
          const progress = element.querySelector('[data-testid="activation-confirmations"]');
          return {
            state: element.getAttribute('data-state'),
            n: progress?.getAttribute('data-confirmations') ?? null,
            text: progress?.textContent ?? null,
          };
        });
        if (state === 'activating' && n !== null && text !== null && counts.at(-1)?.n !== Number(n)) {
          counts.push({ n: Number(n), text });
        }
        return state;
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe('activated');
  return counts;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a player pays 1 MDV from the wallet: activating with confirmations n of N, then activated', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const settings = await chainSettings(request);
  const player = devAccounts.player2;
  const wallet = await signInWithWallet(page, player, settings);
  const token = await tokenOf(page);
  const before = await mdvOnChain(settings, player.address);
  expect(before.balance).toBeGreaterThanOrEqual(10n ** BigInt(before.decimals));

  // Not activated: what to do, the wallet's MDV read on chain with the coin's decimals.
  const card = page.getByTestId('activation-card');
  await expect(card).toHaveAttribute('data-state', 'not_activated');
  await expect(card.getByTestId('activation-message')).toHaveText(TOP_UP);
  await expect(card.getByTestId('activation-balance')).toHaveText(
    `${formatUnits(before.balance, before.decimals)} MDV`,
  );
  await expect(card.getByTestId('activation-price')).toHaveText('1 MDV');
  await expect(page.getByTestId('activation-badge')).toHaveAttribute('data-state', 'not_activated');

  // Before activation a trade answers "top up 1 MDV first": on the page, and from the server.
  const { items } = await marketApi(request, { coin: 'META', sort: 'price_desc', size: '5' });
  const listing = items[0]!;
  await page.goto(`/cardDetail?id=${listing.id}`);
  const blocked = page.getByTestId('trade-blocked');
  await expect(blocked).toHaveAttribute('data-reason', 'activateTopUp');
  await expect(blocked).toContainText(TOP_UP);
  await expect(page.getByTestId('trade-buy')).toHaveCount(0);
  const buy = await request.post('/api/card/buy', {
    headers: { authorization: `Bearer ${token}`, language: 'EN-US' },
    data: { id: listing.id, pay_password: 'any-password', expected_price: listing.price, coin: listing.coin },
  });
  expect((await buy.json()).msg).toBe(TOP_UP);
  await page.getByTestId('trade-activate').click();
  await expect(page).toHaveURL(/\/accountAccount#activation$/);

  // The user rejects the first transaction in the wallet: said so, nothing sent.
  wallet.rejectNextTransaction = true;
  await card.getByTestId('activation-submit').click();
  const error = card.getByTestId('activation-error');
  await expect(error).toHaveAttribute('data-reason', 'rejected');
  await expect(error).toHaveText('You cancelled the transaction in your wallet; nothing was paid.');
  expect(wallet.sent).toEqual([]);

  // Approve (the allowance is 0), then activate(account); the page reports the hash.
  await card.getByTestId('activation-submit').click();
  await expect(card).toHaveAttribute('data-state', 'activating', { timeout: 20_000 });
  expect(wallet.sent).toHaveLength(2);
  const payment = wallet.sent[1]!;
  await expect(card.getByTestId('activation-tx-hash')).toHaveAttribute('title', payment);
  // The local chain has no explorer: no link then; on BSC the hash links to it.
  if (settings.explorer_url) {
    await expect(card.getByTestId('activation-tx-link')).toHaveAttribute(
      'href',
      `${settings.explorer_url}/tx/${payment}`,
    );
  } else {
    await expect(card.getByTestId('activation-tx-link')).toHaveCount(0);
  }
  const counts = await waitForActivated(page);
  const required = settings.confirmations;
  expect(counts.length, 'the confirmations were shown while waiting').toBeGreaterThan(0);
  for (const { n, text } of counts) {
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(required);
    expect(text).toBe(`Confirmations ${n} of ${required}`);
  }
  expect(
    counts.some(({ n }) => n < required),
    'a count below N was shown',
  ).toBe(true);
  expect(counts.map(({ n }) => n)).toEqual([...counts.map(({ n }) => n)].sort((a, b) => a - b));

  // Activated: exactly 1 MDV left the wallet; the server says so; trading is open.
  await expect(card).toContainText('Your account is activated');
  await expect(page.getByTestId('activation-badge')).toHaveAttribute('data-state', 'activated');
  const after = await mdvOnChain(settings, player.address);
  expect(before.balance - after.balance).toBe(10n ** BigInt(before.decimals));
  const status = await request.get('/api/user/activation', { headers: { authorization: `Bearer ${token}` } });
  expect((await status.json()).data).toMatchObject({ state: 'activated', tx_hash: payment });
  await page.goto(`/cardDetail?id=${listing.id}`);
  await expect(page.getByTestId('trade-actions')).toHaveAttribute('data-actions', 'buy');
});

test('wrong network: the switch prompt comes before any transaction, then the payment goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const settings = await chainSettings(request);
  const wallet = await signInWithWallet(page, devAccounts.player3, settings);
  const card = page.getByTestId('activation-card');
  await expect(card).toHaveAttribute('data-state', 'not_activated');

  // The user moves the wallet to BSC testnet.
  wallet.chainId = 97;
  await wallet.emit('chainChanged', '0x61');
  await card.getByTestId('activation-submit').click();
  const prompt = card.getByTestId('wallet-wrong-network');
  await expect(prompt).toContainText('Switch to the BSC network');
  await expect(prompt).toContainText('BNB Smart Chain Testnet');
  expect(wallet.sent).toEqual([]);

  await prompt.getByTestId('wallet-switch-network').click();
  await expect(card).toHaveAttribute('data-state', 'activating', { timeout: 20_000 });
  expect(wallet.chainId).toBe(settings.chain_id);
  expect(wallet.sent).toHaveLength(2);
  await waitForActivated(page);
  await expect(page.getByTestId('activation-badge')).toHaveAttribute('data-state', 'activated');
});

test('a wallet without 1 MDV is told to top up, and cannot pay', async ({ page, request }) => {
  const settings = await chainSettings(request);
  const player = devAccounts.freshPlayer;
  const wallet = await signInWithWallet(page, player, settings);
  const { balance, decimals } = await mdvOnChain(settings, player.address);
  expect(balance).toBeLessThan(10n ** BigInt(decimals));

  const card = page.getByTestId('activation-card');
  await expect(card).toHaveAttribute('data-state', 'not_activated');
  await expect(card.getByTestId('activation-balance')).toHaveText(`${formatUnits(balance, decimals)} MDV`);
  const error = card.getByTestId('activation-error');
  await expect(error).toHaveAttribute('data-reason', 'insufficient');
  await expect(error).toContainText('Not enough MDV in your wallet: activation takes 1 MDV.');
  await expect(error).toContainText(TOP_UP);
  await expect(card.getByTestId('activation-submit')).toBeDisabled();
  expect(wallet.sent).toEqual([]);
});
