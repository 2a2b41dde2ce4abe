import { expect, type Page, test } from '@playwright/test';
import { type Address, createPublicClient, http, parseEther, parseEventLogs, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { cardNftAbi, nft111Abi } from '../../packages/chain/src/abis.ts';
import type { DevAccount } from '../../packages/chain/src/accounts.ts';
import { freshAccount, sendFrom, walletCardOf } from '../support/auction.ts';
import type { ChainSettings } from '../support/chain.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { newestMail } from '../support/mailbox.ts';
import { signInByApi, TEST_KEYS, useLanguage, useToken } from '../support/session.ts';

// The seller is anvil key 1 (a demo wallet with MDS; the other tests only trade with it in the
// market, off chain, so its nonces are this file's). The bidders are fresh accounts; bids go
// from Node, the bidder watches in the browser, in Indonesian.
const SELLER: DevAccount = {
  index: 1,
  address: privateKeyToAccount(TEST_KEYS[1]).address,
  privateKey: TEST_KEYS[1],
};
const START = parseEther('1');
/** A day: other tests move the chain's clock by minutes; this auction must stay open. */
const TIMEOUT = 86_400;
const SHOTS = process.env.NOTIFY_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test('an outbid bidder gets the e-mail in their language, once, and the bell counts it live', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const settings = (await (await request.get('/api/website/chain')).json()).data as ChainSettings;
  const send = (from: DevAccount, call: object) => sendFrom(settings, from, call as never);
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  const nft111 = settings.contracts!.nft111 as Address;

  // The seller escrows a wallet card in a BNB auction.
  const seller = await signInByApi(request, privateKeyToAccount(SELLER.privateKey));
  // A hero of its own to auction: summoned with the demo wallet's MDS (its demo cards are the other tests').
  const summon = await request.post('/api/user/summon', {
    headers: { authorization: `Bearer ${seller.token}`, serverid: '1' },
    data: { count: 1, pay: 'coin' },
  });
  const summoned = (await summon.json()).data.heroes[0].asset_id as number;
  const card = await walletCardOf(request, settings, SELLER, seller.token, 'Jade-Notify-2468', summoned);
  const tokenId = BigInt(card.token_id!);
  await send(SELLER, {
    address: settings.contracts!.card,
    abi: cardNftAbi,
    functionName: 'approve',
    args: [nft111, tokenId],
  } as never);
  const created = await send(SELLER, {
    address: nft111,
    abi: nft111Abi,
    functionName: 'createAuction',
    args: [settings.contracts!.card, tokenId, zeroAddress, START, BigInt(TIMEOUT)],
  } as never);
  const [log] = parseEventLogs({ abi: nft111Abi, logs: created.logs, eventName: 'AuctionCreated' });
  const auctionId = (log as unknown as { args: { auctionId: bigint } }).args.auctionId;

  // Bidder A: a user with a bound e-mail, reading the market in Indonesian.
  const a = await freshAccount(settings);
  const aSession = await signInByApi(request, privateKeyToAccount(a.privateKey));
  const email = await setFundPasswordByApi(request, aSession.token, 'Jade-Notify-1357');
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await useLanguage(context, baseURL!, 'in');
  await useToken(context, baseURL!, aSession.token);
  const page = await context.newPage();
  await page.goto(`/cardDetail?id=${card.id}`);
  const bell = page.getByRole('button', { name: /^Notifikasi/ });
  await expect(bell).toHaveAccessibleName('Notifikasi');

  // A bids the minimum; B (a wallet only) outbids A.
  const bid1 = (START * 111n + 99n) / 100n;
  const bid2 = (bid1 * 111n + 99n) / 100n;
  await send(a, {
    address: nft111,
    abi: nft111Abi,
    functionName: 'bid',
    args: [auctionId, START],
    value: bid1,
  } as never);
  await expect
    .poll(async () => (await (await request.get(`/api/auctions/${auctionId}`)).json()).data?.holder, {
      timeout: 40_000,
    })
    .toBe(a.address.toLowerCase());
  const b = await freshAccount(settings);
  await send(b, {
    address: nft111,
    abi: nft111Abi,
    functionName: 'bid',
    args: [auctionId, bid1],
    value: bid2,
  } as never);

  // The outbid mail reaches A's address in Indonesian, with a link to the card.
  await expect
    .poll(async () => (await newestMail(request, email))?.subject, { timeout: 60_000 })
    .toBe('Yuanlong Market: Tawaran Anda dilampaui');
  const mail = (await newestMail(request, email))!;
  expect(mail.text).toContain(`/cardDetail?id=${card.id}`);
  expect(mail.text).toContain('dapat diklaim dari kontrak lelang');

  // The bell counts it without a reload (the live 'notification' event), and lists it.
  await expect(bell).toHaveAccessibleName('Notifikasi, 1 belum dibaca', { timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifikasi' });
  await expect(panel.getByRole('link', { name: /Tawaran Anda pada .* dilampaui/ })).toBeVisible();
  await shoot(page, 'bell-open');
  await panel.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(bell).toHaveAccessibleName('Notifikasi');

  // Exactly one mail: nothing more arrives after a further block.
  await client.request({ method: 'evm_mine' as never, params: [] as never });
  await page.waitForTimeout(6_000);
  const all = await (await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}&limit=20`)).json();
  expect(all.data.filter((m: { subject: string }) => m.subject.includes('dilampaui'))).toHaveLength(1);
  await context.close();
});
