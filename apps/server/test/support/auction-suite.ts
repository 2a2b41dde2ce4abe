import { cardNftAbi, dragonNftAbi, nft111Abi } from '@yuanlong/chain/abis';
import { type DevAccount, devAccounts } from '@yuanlong/chain/accounts';
import { auctionDetailSchema, auctionPageSchema } from '@yuanlong/shared/auction';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import { activities, assets } from '../../src/db/schema.ts';
import {
  type ChainTestDatabase,
  chainPerFile,
  receiptOf,
  syncToConfirmedHead,
  type TestChain,
  testWatcher,
} from './chain.ts';
import { closeChainApp, openChainApp } from './chain-app.ts';
import type { DatabaseKind } from './databases.ts';
import type { TestContext } from './test-app.ts';
import { withdrawer } from './withdraw.ts';

/*
 * What `auction-bids.test.ts` and `auction-endings.test.ts` share (one test file, split by what it covers): the app and
 * database of each database kind (and the file's chain where it has one), and the helpers. The state lives here (`export let`,
 * set by the hooks `auctionSuite` registers); each test file runs with its own copy of this module.
 */

export const CONFIRMATIONS = 3;
/** The shortest timeout the contract allows (Nft111.MIN_TIMEOUT). */
export const TIMEOUT = 600;
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n): dragons n = 1, 2; hero cards n = 10. */
export const DRAGON = { p1: 900_000_101n, p1b: 900_000_102n, p3: 900_000_301n, p4: 900_000_401n };
export const P2_HERO_CARD = 900_000_210n;

export let chain: TestChain;

/** The test file's own chain: started before its tests, stopped after them. */
export function fileHooks(): void {
  chainPerFile((started) => {
    chain = started;
  });
}

let kind: DatabaseKind;

export let db: ChainTestDatabase;
export let t: TestContext;
export let base: Hex;
export const live: { stop(): Promise<void> }[] = [];
/** The test users of the four demo wallets. */
export const userOf: Record<string, number> = {};

export const nft111 = () => chain.contracts.contracts.nft111;
export let current: ChainWatcher | undefined;
/** Mines the confirmations and lets this test's watcher (one leader) apply everything. */
export async function catchUp() {
  if (!current) {
    current = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    live.push(current);
  }
  const w = current;
  await chain.test.mine({ blocks: CONFIRMATIONS });
  await syncToConfirmedHead(w, CONFIRMATIONS, 100);
}

/** Sends a transaction from an unlocked demo wallet and waits for it to succeed. */
export async function sendOk(from: DevAccount, to: Address, data: Hex, value = 0n) {
  const hash = (await chain.client.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from: from.address, to, data, gas: '0x7a120', value: `0x${value.toString(16)}` }] as never,
  })) as Hex;
  const receipt = await receiptOf(chain, hash);
  expect(receipt.status).toBe('success');
  return receipt;
}

/** Approves the auction for the token and creates it; returns the contract's auction id. */
export async function createAuction(
  seller: DevAccount,
  collection: 'dragon' | 'card',
  tokenId: bigint,
  coin: Address,
  startPrice: bigint,
): Promise<number> {
  const address =
    collection === 'dragon' ? chain.contracts.contracts.dragonNft : chain.contracts.contracts.cardNft;
  const abi = collection === 'dragon' ? dragonNftAbi : cardNftAbi;
  await sendOk(
    seller,
    address,
    encodeFunctionData({ abi, functionName: 'approve', args: [nft111(), tokenId] }),
  );
  await sendOk(
    seller,
    nft111(),
    encodeFunctionData({
      abi: nft111Abi,
      functionName: 'createAuction',
      args: [address, tokenId, coin, startPrice, BigInt(TIMEOUT)],
    }),
  );
  return Number(
    await chain.client.readContract({ address: nft111(), abi: nft111Abi, functionName: 'lastAuctionId' }),
  );
}

export const bidBnb = (bidder: DevAccount, id: number, expected: bigint, amount: bigint) =>
  sendOk(
    bidder,
    nft111(),
    encodeFunctionData({ abi: nft111Abi, functionName: 'bid', args: [BigInt(id), expected] }),
    amount,
  );

export async function detail(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
  expect(res.statusCode).toBe(200);
  return auctionDetailSchema.parse(res.json().data);
}
/** A list page; each item (stored by the database with the row) must be the auction as its detail builds it. */
export async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auctions${query}` });
  expect(res.statusCode).toBe(200);
  const page = auctionPageSchema.parse(res.json().data);
  for (const [i, item] of (res.json().data.items as { id: number }[]).entries()) {
    const { bids: _bids, pending_bids: _pending, ...one } = await detail(item.id);
    expect(item).toEqual(one);
    expect(Object.keys(item)).toEqual(Object.keys(page.items[i]!));
  }
  return page;
}
export const assetRow = async (id: number) =>
  (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
export const feed = async (player: DevAccount) =>
  (
    await t.database.db
      .select({ type: activities.type, amount: activities.amount, indexId: activities.indexId })
      .from(activities)
      .where(eq(activities.userId, userOf[player.address]!))
      .orderBy(activities.id)
  ).map((a) => [a.type, a.amount?.toString(), a.indexId]);
export const lower = (a: DevAccount) => a.address.toLowerCase();

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function auctionSuite(kindNow: DatabaseKind): void {
  kind = kindNow;
  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
    for (const player of [
      devAccounts.player1,
      devAccounts.player2,
      devAccounts.player3,
      devAccounts.player4,
    ]) {
      userOf[player.address] = (await withdrawer(t.database, { address: player.address })).userId;
    }
  });
  afterEach(async () => {
    current = undefined;
    await Promise.all(live.splice(0).map((x) => x.stop()));
  });
  afterAll(async () => {
    await closeChainApp(chain, { db, t, base });
  });
}
