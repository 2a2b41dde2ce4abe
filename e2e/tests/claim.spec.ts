import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type Address, createPublicClient, http } from 'viem';
import { cardNftAbi, gameVaultAbi } from '../../packages/chain/src/abis.ts';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { api } from '../support/api.ts';
import {
  type ChainSettings,
  expectCountsUpTo,
  expectTxRef,
  noteConfirmations,
  waitNotingConfirmations,
} from '../support/chain.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { text } from '../support/locales.ts';
import { useLanguage } from '../support/session.ts';
import { signInWithWallet } from '../support/wallet-session.ts';

// Demo player 5 (anvil key 5) starts activated, with game-born cards in the game (token ids from
// 1,000,000 that do not exist on chain yet: a move mints them). Moving needs a bound e-mail: bound
// as withdraw.spec binds it (same fund password), whichever file runs first. The tests run in order:
// one wallet, one nonce sequence.
const PLAYER = devAccounts.player1;
const FUND_PASSWORD = 'Jade-Withdraw-1357';
const GAME = 2;
const WALLET = 1;

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

interface OwnedAsset {
  id: number;
  kind: number;
  token_id: string | null;
  name: string;
  location: number;
  status: number | null;
}
interface Voucher {
  kind: 'claim_nft' | 'mint_card';
  vault: Address;
  collection: Address | null;
  token_id: string;
  to: string;
  nonce: string;
  deadline: string;
}

/** A bound e-mail (the server's rule for moving assets), set as withdraw.spec sets it. */
async function bindEmail(request: APIRequestContext, token: string) {
  const user = await api<{ has_pay_password: boolean; email: string }>(request, token, '/api/user/info');
  if (!user.has_pay_password || !user.email) await setFundPasswordByApi(request, token, FUND_PASSWORD);
}

/** Idle game cards on the first page of my assets (what the account page shows first), skipping `taken`. */
async function idleGameCard(request: APIRequestContext, token: string, taken: number[] = []) {
  const page = await api<{ items: OwnedAsset[] }>(request, token, '/api/user/card/list?size=24');
  const card = page.items.find((a) => a.location === GAME && a.status === null && !taken.includes(a.id));
  expect(card, 'an idle game card on the first page').toBeTruthy();
  return card!;
}

/** The owner of the card's token on chain (the card contract the vault mints with). */
async function ownerOnChain(settings: ChainSettings, asset: OwnedAsset): Promise<Address> {
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  const vault = settings.contracts!.vault;
  const collection = await client.readContract({ address: vault, abi: gameVaultAbi, functionName: 'cards' });
  return client.readContract({
    address: collection,
    abi: cardNftAbi,
    functionName: 'ownerOf',
    args: [BigInt(asset.token_id!)],
  });
}

/** The dialog's steps while a transaction waits for its confirmations. */
const doneView = {
  stateSelector: '[data-step]',
  stateAttribute: 'data-step',
  waiting: ['confirming'],
  done: 'done',
};

/** Waits for the dialog to say "done", noting every confirmations count it showed on the way. */
function waitForDone(dialog: Locator) {
  return waitNotingConfirmations(dialog, doneView);
}

/** An asset's "Move … to your wallet" button (its name goes on with the progress while it runs). */
const moveButton = (item: Locator, name: string) =>
  item.getByRole('button', { name: text('en', 'claim.open', { name }) });
const claimDialog = (page: Page) => page.getByRole('dialog', { name: text('en', 'claim.title') });

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a player moves a game card to the wallet: voucher, one transaction, confirmations n of N, then a wallet asset owned on chain', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { settings, wallet, token } = await signInWithWallet(page, request, PLAYER);
  await bindEmail(request, token);
  const card = await idleGameCard(request, token);
  await page.reload();

  const item = page.locator(`[data-testid="my-asset"][data-asset-id="${card.id}"]`);
  const open = moveButton(item, card.name);
  await expect(open).toHaveText(text('en', 'claim.action'));
  await open.click();

  // What will happen: the account's own wallet, the voucher's time once the server gives it.
  const dialog = claimDialog(page);
  await expect(dialog).toContainText(`${card.name} leaves the game and goes to your wallet as an NFT.`);
  // The terms: the destination (its whole address as the title), then the voucher's time.
  const [destination, validUntil] = [
    dialog.getByRole('definition').nth(0),
    dialog.getByRole('definition').nth(1),
  ];
  expect((await destination.getAttribute('title'))?.toLowerCase()).toBe(PLAYER.address.toLowerCase());
  await expect(validUntil).toHaveText('Set when you confirm');

  // Rejected in the wallet: said so with the voucher's deadline; nothing sent; the asset is locked.
  wallet.rejectNextTransaction = true;
  await dialog.getByRole('button', { name: text('en', 'claim.submit') }).click();
  const error = dialog.getByRole('alert');
  await expect(error).toHaveAttribute('data-reason', 'rejected');
  await expect(error).toContainText('You cancelled the transaction in your wallet; nothing was moved.');
  const submit = dialog.getByRole('button', { name: text('en', 'claim.retry') });
  await expect(submit).toBeVisible();
  expect(wallet.sent).toEqual([]);
  const deadline = await validUntil.getAttribute('data-deadline');
  expect(Number(deadline)).toBeGreaterThan(Date.now() / 1000);
  const locked = await api<{ status: number | null; location: number }>(
    request,
    token,
    `/api/card/${card.id}`,
  );
  expect(locked).toMatchObject({ status: 3, location: GAME });
  // Asking again while the claim is open answers the same voucher.
  const again = await api<Voucher>(request, token, '/api/card/claim', { id: card.id });
  expect(again).toMatchObject({ kind: 'mint_card', token_id: card.token_id, deadline });
  expect(again.to.toLowerCase()).toBe(PLAYER.address.toLowerCase());

  // Try again: one transaction, confirmations n of N, done once the asset is in the wallet.
  const noting = await noteConfirmations(dialog, doneView);
  await submit.click();
  await expect(dialog.getByRole('progressbar')).toBeVisible({ timeout: 20_000 });
  const counts = await noting.untilDone();
  expect(wallet.sent).toHaveLength(1);
  expectCountsUpTo(counts, settings.confirmations, settings.block_ms);
  await expect(dialog.getByText(text('en', 'claim.done', { name: card.name }))).toBeVisible();
  await expectTxRef(dialog, wallet.sent[0]!, settings.explorer_url);

  // The server and the chain agree: a wallet asset, its token owned by the player's wallet.
  const moved = await api<{ status: number | null; location: number }>(
    request,
    token,
    `/api/card/${card.id}`,
  );
  expect(moved.location).toBe(WALLET);
  expect((await ownerOnChain(settings, card)).toLowerCase()).toBe(PLAYER.address.toLowerCase());

  // The page: the item is a wallet asset, with no move offered any more.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(item).toContainText('Wallet asset');
  await expect(moveButton(item, card.name)).toHaveCount(0);
});

test('a claim left open (voucher asked, never sent) shows "On-chain confirming" and Continue sends the same voucher', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { settings, wallet, token } = await signInWithWallet(page, request, PLAYER);
  await bindEmail(request, token);
  const card = await idleGameCard(request, token);
  // The voucher is asked for (as by a dialog closed before the wallet sent it).
  const voucher = await api<Voucher>(request, token, '/api/card/claim', { id: card.id });
  await page.reload();

  const item = page.locator(`[data-testid="my-asset"][data-asset-id="${card.id}"]`);
  await expect(item).toHaveAttribute('data-status', '3');
  await expect(item).toContainText('On-chain confirming');
  const open = moveButton(item, card.name);
  await expect(open).toHaveText('Continue');
  await open.click();
  const dialog = claimDialog(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await waitForDone(dialog);
  expect(wallet.sent).toHaveLength(1);
  expect((await ownerOnChain(settings, card)).toLowerCase()).toBe(PLAYER.address.toLowerCase());
  expect(voucher.kind).toBe('mint_card');
  await page.keyboard.press('Escape');
  await expect(item).toContainText('Wallet asset');
});
