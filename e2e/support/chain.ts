import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { type Address, createPublicClient, createWalletClient, defineChain, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { gameCoinAbi } from '../../packages/chain/src/abis.ts';
import { type Locale, text } from './locales.ts';

/** GET /api/website/chain: the chain the product runs on and its contracts. */
export interface ChainSettings {
  chain_id: number;
  rpc_url: string;
  explorer_url: string;
  confirmations: number;
  /** The chain's usual time between blocks. */
  block_ms: number;
  contracts: {
    coins: Record<string, Address>;
    vault: Address;
    activation: Address;
    card: Address;
    dragon: Address;
    nft111: Address;
  } | null;
}

/** The product's chain settings; the e2e product always deploys its contracts. */
export async function chainSettings(request: APIRequestContext): Promise<ChainSettings> {
  const body = await (await request.get('/api/website/chain')).json();
  expect(body.code).toBe(200);
  expect(body.data.contracts, 'the e2e product deploys its contracts').not.toBeNull();
  return body.data;
}

/**
 * A wallet of the product's chain for `key`, in Node (tests that act on chain beside the browser), and `wait`: a sent
 * transaction's receipt, checked to have succeeded.
 */
export function nodeWallet(settings: ChainSettings, key: Hex) {
  const chain = defineChain({
    id: settings.chain_id,
    name: 'dev',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [settings.rpc_url] } },
  });
  const account = privateKeyToAccount(key);
  const wallet = createWalletClient({ account, chain, transport: http(settings.rpc_url) });
  const reader = createPublicClient({ chain, transport: http(settings.rpc_url) });
  const wait = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    return receipt;
  };
  return { account, wallet, wait };
}

/** A coin's balance in the wallet on chain (BNB: the native balance), and its decimals, read in Node. */
export async function walletOnChain(settings: ChainSettings, coin: string, owner: Address) {
  const client = createPublicClient({ transport: http(settings.rpc_url) });
  if (coin === 'BNB') return { balance: await client.getBalance({ address: owner }), decimals: 18 };
  const address = settings.contracts!.coins[coin]!;
  const [balance, decimals] = await Promise.all([
    client.readContract({ address, abi: gameCoinAbi, functionName: 'balanceOf', args: [owner] }),
    client.readContract({ address, abi: gameCoinAbi, functionName: 'decimals' }),
  ]);
  return { balance, decimals };
}

/** A confirmations count a page showed while waiting, with its text and the time left it said. */
export interface ShownCount {
  n: number;
  text: string;
  left: string | null;
}

/** Where a chain wait shows its state and its confirmations count. */
export interface ConfirmationsView {
  /** The element with the state attribute: a selector inside the root (default: the root itself). */
  stateSelector?: string;
  /** The state attribute, e.g. data-step or data-state. */
  stateAttribute: string;
  /** The states in which a shown count is noted. */
  waiting: string[];
  /** The state that ends the wait. */
  done: string;
}

/**
 * Starts noting every confirmations count `root` shows: its progress bar's value and name
 * ("Confirmations n of N", the words beside the bar). State and count are read together: the count
 * goes when the state changes. A mutation observer in the page notes each change as the app commits
 * it (a count shown for less than a poll's interval on a busy machine is still seen). Resolves once
 * the observer is in place, so a test can start it before the action that starts the wait;
 * `untilDone` then waits (60 s) for the done state, polling too in case the root element is
 * replaced, and gives the counts.
 */
export async function noteConfirmations(
  root: Locator,
  view: ConfirmationsView,
): Promise<{ untilDone(): Promise<ShownCount[]> }> {
  const key = `__ylCounts${Math.random().toString(36).slice(2)}`;
  await root.evaluate(
    (element, { v, key }) => {
      const counts: { n: number; text: string; left: string | null }[] = [];
      const note = (el: Element) => {
        const holder = v.stateSelector ? el.querySelector(v.stateSelector) : el;
        const state = holder?.getAttribute(v.stateAttribute) ?? null;
        const progress = el.querySelector('[role="progressbar"]');
        const n = progress?.getAttribute('aria-valuenow') ?? null;
        const text = progress?.getAttribute('aria-label') ?? null;
        const left = el.querySelector('[data-time-left]')?.textContent ?? null;
        const waiting = state !== null && v.waiting.includes(state);
        if (waiting && n !== null && text !== null && counts.at(-1)?.n !== Number(n))
          counts.push({ n: Number(n), text, left });
        return state;
      };
      const observer = new MutationObserver(() => note(element));
      observer.observe(element, { subtree: true, attributes: true, childList: true });
      note(element);
      (window as unknown as Record<string, unknown>)[key] = {
        counts,
        note,
        stop: () => observer.disconnect(),
      };
    },
    { v: view, key },
  );
  type Noter = { counts: ShownCount[]; note(el: Element): string | null; stop(): void };
  const untilDone = async () => {
    await expect
      .poll(
        () =>
          root.evaluate(
            (element, key) => (window as unknown as Record<string, Noter>)[key]!.note(element),
            key,
          ),
        { timeout: 60_000, intervals: [200] },
      )
      .toBe(view.done);
    return root.page().evaluate((key) => {
      const noter = (window as unknown as Record<string, Noter>)[key]!;
      noter.stop();
      return noter.counts;
    }, key);
  };
  return { untilDone };
}

/** Waits (60 s) for `root` to reach the done state, noting every confirmations count on the way. */
export async function waitNotingConfirmations(root: Locator, view: ConfirmationsView): Promise<ShownCount[]> {
  return (await noteConfirmations(root, view)).untilDone();
}

/**
 * The counts a wait showed: at least one, each "Confirmations n of N" with n at most N, one of
 * them below N, and never going back; with the chain's block time, each count below N also says
 * the time left (the confirmations to go × the block time).
 */
export function expectCountsUpTo(counts: ShownCount[], required: number, blockMs?: number) {
  const shown = `counts shown: ${JSON.stringify(counts)}`;
  expect(counts.length, `the confirmations were shown while waiting (${shown})`).toBeGreaterThan(0);
  for (const { n, text: label, left } of counts) {
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(required);
    expect(label).toBe(`Confirmations ${n} of ${required}`);
    if (blockMs !== undefined && n < required) {
      const seconds = Math.ceil(((required - n) * blockMs) / 1000);
      expect(left, shown).toBe(text('en', 'tx.timeLeftSeconds', { seconds, count: required - n }));
    }
  }
  expect(
    counts.some(({ n }) => n < required),
    `a count below N was shown (${shown})`,
  ).toBe(true);
  expect(
    counts.map(({ n }) => n),
    shown,
  ).toEqual([...counts.map(({ n }) => n)].sort((a, b) => a - b));
}

/**
 * The transaction a page reports: its shortened hash with the full one in its title, and a link to
 * the explorer when the chain has one (the local chain has none; on BSC the hash links to it).
 */
export async function expectTxRef(scope: Locator, hash: string, explorerUrl: string, locale: Locale = 'en') {
  await expect(scope.getByTitle(hash, { exact: true })).toBeVisible();
  const link = scope.getByRole('link', { name: text(locale, 'tx.viewTx') });
  if (explorerUrl) {
    await expect(link).toHaveAttribute('href', `${explorerUrl}/tx/${hash}`);
  } else {
    await expect(link).toHaveCount(0);
  }
}
