import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, claims } from '../db/schema.ts';
import { enqueueAssetChange } from '../game/asset-commands.ts';
import { recordActivities } from '../modules/activity/service.ts';
import { endAssetMarket } from '../modules/offers/store.ts';
import { voucherNonceOf } from './effect-helpers.ts';
import type { ClaimEffect, Effect, FreshEvent } from './effect-types.ts';

/** Whether the event is exactly what the claim's voucher allows (token, wallet, account, kind). */
function matches(f: FreshEvent, claim: typeof claims.$inferSelect): boolean {
  const { args, event, account } = f.event;
  if (BigInt(args.tokenId ?? '-1') !== claim.tokenId) return false;
  if ((args.to ?? '') !== claim.toAddress || account !== BigInt(claim.userId)) return false;
  if (event === 'NftClaimed') {
    return claim.kind === 'claim_nft' && (args.collection ?? '') === claim.collection;
  }
  return claim.kind === 'mint_card' && Number(args.assetType ?? '-1') === claim.assetType;
}

/**
 * NftClaimed(collection, tokenId, to, account, nonce) and CardMinted(tokenId, to, assetType,
 * account, nonce): the open claim whose voucher has that nonce, if the event is exactly it,
 * is finished (`claimed`, with the transaction and the block's time) and its asset moves to
 * the owner's wallet (location 1, unlocked, the token id set), with an activity entry. Any
 * other claim or mint is recorded without effects.
 */
export async function applyClaims(
  tx: Db,
  fresh: FreshEvent[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  for (const f of fresh) {
    const { blockTime, txHash } = f.event;
    const nonce = voucherNonceOf(f.event);
    if (nonce === undefined) continue;
    const [claim] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.voucherNonce, nonce), eq(claims.state, 'open')))
      .for('update');
    if (!claim || !matches(f, claim)) continue;
    await tx
      .update(claims)
      .set({ state: 'claimed', finishedAt: blockTime, txHash: txHash.toLowerCase() })
      .where(eq(claims.id, claim.id));
    const [inGame] = await tx
      .select()
      .from(assets)
      .where(and(eq(assets.id, claim.assetId), eq(assets.ownerId, claim.userId)));
    if (inGame?.location === ASSET_LOCATIONS.game.code) {
      await enqueueAssetChange(tx, inGame, { type: 'asset.remove' }, blockTime);
    }
    const [moved] = await tx
      .update(assets)
      .set({ location: ASSET_LOCATIONS.wallet.code, serverId: null, status: null, tokenId: claim.tokenId })
      .where(and(eq(assets.id, claim.assetId), eq(assets.ownerId, claim.userId)))
      .returning({ id: assets.id, kind: assets.kind, name: assets.name });
    // In the wallet now: whatever market it had in the game ends (listing closed, offers released).
    await endAssetMarket(tx, claim.assetId, blockTime);
    const [activity] = await recordActivities(tx, [
      {
        userId: claim.userId,
        type: claim.kind === 'claim_nft' ? ACTIVITY_TYPES.nftClaimed.code : ACTIVITY_TYPES.cardMinted.code,
        assetsId: claim.assetId,
        kind: moved?.kind,
        tokenId: claim.tokenId,
        nftName: moved?.name ?? '',
        twoAddress: claim.toAddress,
        indexId: claim.id,
        createdAt: blockTime,
      },
    ]);
    effects.set(f.id, [
      ...(effects.get(f.id) ?? []),
      { kind: 'asset_claimed', claim_id: claim.id, asset_id: claim.assetId, owner_id: claim.userId },
      { kind: 'activity', id: activity!.id },
    ]);
  }
}

/**
 * Undoes confirmed claims a reorg dropped: the claim is open again and its asset back in the
 * game, locked (status 3), if it is still in the owner's wallet. The voucher stays valid until
 * its deadline, so the same transaction may be mined again; otherwise the claim expires.
 */
export async function undoClaims(tx: Db, undo: ClaimEffect[]): Promise<void> {
  for (const u of undo) {
    const reopened = await tx
      .update(claims)
      .set({ state: 'open', finishedAt: null, txHash: null })
      .where(and(eq(claims.id, u.claim_id), eq(claims.state, 'claimed')))
      .returning({ id: claims.id, serverId: claims.serverId });
    if (reopened.length === 0) continue;
    await tx
      .update(assets)
      .set({
        location: ASSET_LOCATIONS.game.code,
        serverId: reopened[0]!.serverId,
        status: CARD_STATUS.chainConfirming,
      })
      .where(
        and(
          eq(assets.id, u.asset_id),
          eq(assets.ownerId, u.owner_id),
          eq(assets.location, ASSET_LOCATIONS.wallet.code),
        ),
      );
  }
}
