import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import type { MessageKey } from '@yuanlong/shared/messages';
import {
  type AssetTxBody,
  type ChargeBody,
  COIN_VARIANTS,
  type CoinVariant,
  type TxReport,
  type TxReportKind,
} from '@yuanlong/shared/tx-report';
import { and, eq, sql } from 'drizzle-orm';
import { confirmationsAt } from '../../chain/confirmations.ts';
import { depositTargets } from '../../chain/contracts.ts';
import type { ServiceContext } from '../../context.ts';
import { assets, chainEvents, claims, txReports } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadUser } from '../account/users.ts';
import { readVaultReceipt, type VaultLog } from './receipt.ts';

type NewReport = typeof txReports.$inferInsert;

/** The events each kind of report accepts, and what a transaction without one is told. */
const EXPECTED: Record<TxReportKind, { events: VaultLog['event'][]; otherwise: MessageKey }> = {
  coin_deposit: { events: ['CoinDeposited'], otherwise: 'txNotCoinDeposit' },
  nft_deposit: { events: ['NftDeposited'], otherwise: 'txNotNftDeposit' },
  claim: { events: ['NftClaimed', 'CardMinted'], otherwise: 'txNotClaim' },
};

/**
 * The transaction's vault events of the kind, for this user's account. No such event → 400
 * (what the transaction is not); only events of other accounts → 403 "belongs to another account".
 */
async function eventsOf(ctx: ServiceContext, userId: number, kind: TxReportKind, txHash: string) {
  await loadUser(ctx.db, userId);
  const receipt = await readVaultReceipt(ctx.chain, txHash);
  const expected = EXPECTED[kind];
  const ofKind = receipt.logs.filter((log) => expected.events.includes(log.event));
  if (ofKind.length === 0) throw new AppError('invalidInput', expected.otherwise, { field: 'tx_hash' });
  const mine = ofKind.filter((log) => log.args.account === BigInt(userId));
  if (mine.length === 0) throw new AppError('forbidden', 'txNotYours');
  return { logs: mine, head: receipt.head };
}

/** Keeps the report (once per event) and answers where it stands: confirming, or done by the watcher. */
async function remember(ctx: ServiceContext, report: NewReport, head: bigint): Promise<TxReport> {
  await ctx.db.insert(txReports).values(report).onConflictDoNothing();
  const [applied] = await ctx.db
    .select({ id: chainEvents.id })
    .from(chainEvents)
    .where(
      and(
        eq(chainEvents.chainId, report.chainId),
        eq(chainEvents.txHash, report.txHash),
        eq(chainEvents.logIndex, report.logIndex),
      ),
    );
  const required = ctx.chain.confirmations;
  return {
    tx_hash: report.txHash,
    kind: report.kind as TxReportKind,
    state: applied ? 'done' : 'confirming',
    confirmations: applied ? required : confirmationsAt(head, BigInt(report.blockNumber), required),
    required,
    asset_id: report.assetId ?? null,
    coin: (report.coin as Coin | undefined) ?? null,
    amount: report.amount?.toString() ?? null,
  };
}

/**
 * A coin deposit the web sent (POST /api/user/charge, charge2, bgg/charge): a CoinDeposited of
 * the GameVault for this account, of a coin of the path's variant (and the body's coin, if
 * named). Credits nothing: the watcher credits it once confirmed.
 */
export async function reportCoinDeposit(
  ctx: ServiceContext,
  userId: number,
  variant: CoinVariant,
  body: ChargeBody,
): Promise<TxReport> {
  const variantCoins: readonly Coin[] = COIN_VARIANTS[variant];
  if (body.coin && !variantCoins.includes(body.coin)) {
    throw new AppError('invalidInput', 'wrongCoinForPath', { coin: variantCoins.join(', ') });
  }
  const { logs, head } = await eventsOf(ctx, userId, 'coin_deposit', body.tx_hash);
  const targets = depositTargets(ctx.chain.contracts!);
  const allowed: readonly Coin[] = body.coin ? [body.coin] : variantCoins;
  const log = logs.find((l) => {
    const coin = targets.coinOf(String(l.args.coin));
    return coin !== undefined && allowed.includes(coin);
  });
  if (!log) {
    const coin = targets.coinOf(String(logs[0]!.args.coin));
    throw new AppError('conflict', 'txWrongCoin', { coin: coin ?? String(logs[0]!.args.coin) });
  }
  return remember(
    ctx,
    {
      chainId: ctx.chain.chainId,
      txHash: body.tx_hash,
      logIndex: log.logIndex,
      blockNumber: Number(log.blockNumber),
      kind: 'coin_deposit',
      userId,
      coin: targets.coinOf(String(log.args.coin))!,
      amount: BigInt(log.args.amount!),
      reportedAt: ctx.clock(),
    },
    head,
  );
}

/** The game asset of an NFT (collection address, token id); undefined when the game has none. */
async function assetOfToken(ctx: ServiceContext, collection: string, tokenId: bigint) {
  const family = depositTargets(ctx.chain.contracts!).collectionOf(collection);
  if (!family) return undefined;
  const [row] = await ctx.db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.tokenId, tokenId),
        sql`(${assets.kind} = ${ASSET_KINDS.dragon.code}) = ${family === 'dragon'}`,
      ),
    );
  return row?.id;
}

/**
 * An NFT deposit the web sent (POST /api/card/deposit): an NftDeposited of the GameVault for
 * this account, of an NFT the game knows (and the asset `id`, if named). The asset shows
 * "depositing" until the watcher has moved it into the game.
 */
export async function reportNftDeposit(
  ctx: ServiceContext,
  userId: number,
  body: AssetTxBody,
): Promise<TxReport> {
  const { logs, head } = await eventsOf(ctx, userId, 'nft_deposit', body.tx_hash);
  let unknown = false;
  for (const log of logs) {
    const assetId = await assetOfToken(ctx, String(log.args.collection), BigInt(log.args.tokenId!));
    if (assetId === undefined) {
      unknown = true;
      continue;
    }
    if (body.id !== undefined && body.id !== assetId) continue;
    return remember(
      ctx,
      {
        chainId: ctx.chain.chainId,
        txHash: body.tx_hash,
        logIndex: log.logIndex,
        blockNumber: Number(log.blockNumber),
        kind: 'nft_deposit',
        userId,
        assetId,
        reportedAt: ctx.clock(),
      },
      head,
    );
  }
  if (unknown && logs.length === 1) throw new AppError('notFound', 'txUnknownAsset');
  throw new AppError('conflict', 'txOtherAsset');
}

/**
 * A claim or card mint the web sent (POST /api/mint/callback): an NftClaimed or CardMinted of
 * the GameVault for this account whose nonce is one of this user's claims (and of the asset
 * `id`, if named). The asset shows "on chain" until the watcher has moved it to the wallet.
 */
export async function reportClaim(ctx: ServiceContext, userId: number, body: AssetTxBody): Promise<TxReport> {
  const { logs, head } = await eventsOf(ctx, userId, 'claim', body.tx_hash);
  let foreign = true;
  for (const log of logs) {
    const [claim] = await ctx.db
      .select({ assetId: claims.assetId, userId: claims.userId })
      .from(claims)
      .where(and(eq(claims.voucherNonce, Number(log.args.nonce)), eq(claims.chainId, ctx.chain.chainId)));
    if (!claim || claim.userId !== userId) continue;
    foreign = false;
    if (body.id !== undefined && body.id !== claim.assetId) continue;
    return remember(
      ctx,
      {
        chainId: ctx.chain.chainId,
        txHash: body.tx_hash,
        logIndex: log.logIndex,
        blockNumber: Number(log.blockNumber),
        kind: 'claim',
        userId,
        assetId: claim.assetId,
        reportedAt: ctx.clock(),
      },
      head,
    );
  }
  if (foreign) throw new AppError('invalidInput', 'txNotClaim', { field: 'tx_hash' });
  throw new AppError('conflict', 'txOtherAsset');
}
