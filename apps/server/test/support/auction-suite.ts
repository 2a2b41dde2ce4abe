import { cardNftAbi, dragonNftAbi, nft111Abi } from '@yuanlong/chain/abis';
import { type DevAccount, devAccounts } from '@yuanlong/chain/accounts';
import { auctionDetailSchema, auctionPageSchema } from '@yuanlong/shared/auction';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData } from 'viem';
import { expect } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import { activities, assets } from '../../src/db/schema.ts';
import { syncToConfirmedHead } from './chain.ts';
import { CONFIRMATIONS, chain, chainAppHooks, sendOk, t, watcher } from './chain-app-suite.ts';
import type { DatabaseKind } from './databases.ts';
import { withdrawer } from './withdraw.ts';

export { chain, fileHooks, sendOk, t } from './chain-app-suite.ts';

/*
 * What `auction-bids.test.ts` and `auction-endings.test.ts` share (one test file, split by what it covers): the chain, the
 * app on a fresh database of each database kind and their hooks (chain-app-suite.ts, re-exported here), and the helpers.
 * Test files of one worker share these modules (isolate: false),
 * one file after another; each file's hooks set them.
 */

/** The shortest timeout the contract allows (Nft111.MIN_TIMEOUT). */
export const TIMEOUT = 600;
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n): dragons n = 1, 2; hero cards n = 10. */
export const DRAGON = { p1: 900_000_101n, p1b: 900_000_102n, p3: 900_000_301n, p4: 900_000_401n };
export const P2_HERO_CARD = 900_000_210n;

/** The test users of the four demo wallets. */
export const userOf: Record<string, number> = {};

export const nft111 = () => chain.contracts.contracts.nft111;
export let current: ChainWatcher | undefined;
/** Mines the confirmations and lets this test's watcher (one leader) apply everything. */
export async function catchUp() {
  current ??= watcher();
  const w = current;
  await chain.test.mine({ blocks: CONFIRMATIONS });
  await syncToConfirmedHead(w, CONFIRMATIONS, 100);
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
export function auctionSuite(kind: DatabaseKind): void {
  chainAppHooks(kind, {
    ready: demoUsers,
    afterEachTest: async () => {
      current = undefined;
    },
  });
}

/** The test users of the four demo wallets (userOf). */
async function demoUsers() {
  for (const player of [devAccounts.player1, devAccounts.player2, devAccounts.player3, devAccounts.player4]) {
    userOf[player.address] = (await withdrawer(t.database, { address: player.address })).userId;
  }
}
