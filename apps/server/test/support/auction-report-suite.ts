import { dragonNftAbi, nft111Abi } from '@yuanlong/chain/abis';
import { type DevAccount, devAccounts } from '@yuanlong/chain/accounts';
import { eq } from 'drizzle-orm';
import { encodeFunctionData, parseEther, zeroAddress } from 'viem';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import { assets, auctionReports } from '../../src/db/schema.ts';
import { syncToConfirmedHead, testWatcher } from './chain.ts';
import { CONFIRMATIONS, chain, chainAppHooks, db, sendOk, t } from './chain-app-suite.ts';
import type { DatabaseKind } from './databases.ts';
import { post } from './market.ts';
import { withdrawer } from './withdraw.ts';

export { chain, fileHooks, sendOk, t } from './chain-app-suite.ts';

/*
 * The set-up of `auction-report.test.ts` (its tests build on each other: one story of listings,
 * bids and cancels): the chain, the app on a fresh database of each database kind and their
 * hooks (chain-app-suite.ts), and the helpers.
 */

export const TIMEOUT = 600;
/** Demo dragons deploy() mints to player 1 (DEMO_ID_BASE + 100 + n). */
export const DRAGONS = [900_000_101n, 900_000_102n];

export let watcher: ChainWatcher;
export const headersOf: Record<string, Record<string, string>> = {};
export const userOf: Record<string, number> = {};
export const [seller, bidder, stranger] = [devAccounts.player1, devAccounts.player2, devAccounts.player3];

export async function catchUp() {
  await chain.test.mine({ blocks: CONFIRMATIONS });
  await syncToConfirmedHead(watcher, CONFIRMATIONS, 100);
}
export const nft111 = () => chain.contracts.contracts.nft111;
export const dragonNft = () => chain.contracts.contracts.dragonNft;
export async function list(tokenId: bigint) {
  const approve = await sendOk(
    seller,
    dragonNft(),
    encodeFunctionData({ abi: dragonNftAbi, functionName: 'approve', args: [nft111(), tokenId] }),
  );
  const create = await sendOk(
    seller,
    nft111(),
    encodeFunctionData({
      abi: nft111Abi,
      functionName: 'createAuction',
      args: [dragonNft(), tokenId, zeroAddress, parseEther('1'), BigInt(TIMEOUT)],
    }),
  );
  const id = await chain.client.readContract({
    address: nft111(),
    abi: nft111Abi,
    functionName: 'lastAuctionId',
  });
  return { approve: approve.transactionHash, create: create.transactionHash, id: Number(id) };
}
export const report = (who: DevAccount, url: string, txHash: string, language = 'EN-US') =>
  post(t, url, { ...headersOf[who.address]!, language }, { tx_hash: txHash });
export const assetRow = async (id: number) =>
  (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
export const reportCount = async () => (await t.database.db.select().from(auctionReports)).length;

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function auctionReportSuite(kind: DatabaseKind): void {
  chainAppHooks(kind, {
    async ready() {
      for (const player of [seller, bidder, stranger]) {
        const user = await withdrawer(t.database, { address: player.address });
        headersOf[player.address] = user.headers;
        userOf[player.address] = user.userId;
      }
      // One watcher for the whole story (its tests build on each other).
      watcher = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    },
    beforeClose: async () => watcher?.stop(),
  });
}
