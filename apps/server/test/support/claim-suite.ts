import { cardNftAbi, dragonNftAbi } from '@yuanlong/chain/abis';
import { type ClaimVoucher, claimVoucherSchema } from '@yuanlong/shared/claim';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { expect } from 'vitest';
import { activities, assets, claims } from '../../src/db/schema.ts';
import { receiptOf, send } from './chain.ts';
import { chain, chainAppHooks, db, t } from './chain-app-suite.ts';
import { submitData } from './claim-submit.ts';
import type { DatabaseKind } from './databases.ts';

export { base, CONFIRMATIONS, catchUp, chain, db, fileHooks, live, t, watcher } from './chain-app-suite.ts';

/*
 * What `claim-confirmed.test.ts` and `claim-vouchers.test.ts` share (one test file, split by what it covers): the chain, the app on a fresh
 * database of each database kind and their hooks (chain-app-suite.ts, re-exported here), and the helpers. Test files of one
 * worker share these modules (isolate: false), one file after another; each file's hooks set them.
 */

/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n): player 3's first dragon, player 1's hero card. */
export const PLAYER3_DRAGON = 900_000_301n;
export const PLAYER1_CARD = 900_000_110n;
/** Player 3's second dragon. */
export const PLAYER3_DRAGON_2 = 900_000_302n;

export const claim = (
  headers: Record<string, string>,
  id: number,
  language = 'EN-US',
  url = '/api/card/claim',
) => t.app.inject({ method: 'POST', url, headers: { language, ...headers }, payload: { id } });
/** Status and message in English and Traditional Chinese. */
export async function answers(headers: Record<string, string>, id: number) {
  const en = await claim(headers, id, 'EN-US');
  const tw = await claim(headers, id, 'ZH-TW');
  return [en.statusCode, en.json().msg, tw.statusCode, tw.json().msg];
}
export async function voucherOf(headers: Record<string, string>, id: number, url?: string) {
  const res = await claim(headers, id, 'EN-US', url);
  expect(res.json()).toMatchObject({ code: 200 });
  return claimVoucherSchema.parse(res.json().data);
}
export const assetRow = async (id: number) =>
  (await db.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
export const claimRows = (assetId: number) =>
  db.database.db.select().from(claims).where(eq(claims.assetId, assetId)).orderBy(claims.id);
export const feed = async (userId: number) =>
  (await db.database.db.select().from(activities).where(eq(activities.userId, userId))).map((a) => a.type);
export const ownerOf = (collection: 'dragon' | 'card', tokenId: bigint) =>
  chain.client.readContract({
    address:
      collection === 'dragon' ? chain.contracts.contracts.dragonNft : chain.contracts.contracts.cardNft,
    abi: collection === 'dragon' ? dragonNftAbi : cardNftAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });
export async function submit(v: ClaimVoucher, from: Address = v.to as Address) {
  return receiptOf(
    chain,
    await send(chain, from, chain.contracts.contracts.gameVault, submitData(v), 400_000n),
  );
}

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function claimSuite(kind: DatabaseKind): void {
  chainAppHooks(kind);
}
