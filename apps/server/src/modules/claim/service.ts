import { signClaimNft, signMintCard } from '@yuanlong/chain/vouchers';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_KINDS, ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { ClaimBody, ClaimVoucher } from '@yuanlong/shared/claim';
import type { MessageKey } from '@yuanlong/shared/messages';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { assertHasRole, assertRoleOffline } from '../../game/rules.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { assertNoSecurityHold } from '../account/security-hold.ts';
import { loadUser } from '../account/users.ts';
import { BLOCKED_STATUS } from '../market/rules.ts';
import { endAssetMarket } from '../offers/store.ts';
import { collectionOf, tokenPlace } from './chain-state.ts';
import { type ClaimRow, type NewClaim, nextCardTokenId, openClaim, openClaimOf } from './store.ts';

type Asset = typeof assets.$inferSelect;

/** Why an asset in this status cannot be claimed: the market's reasons, plus the claim's own. */
const CLAIM_BLOCKED: Record<number, MessageKey> = {
  ...BLOCKED_STATUS,
  [CARD_STATUS.onSale]: 'claimOnSale',
  [CARD_STATUS.chainConfirming]: 'nftLocked',
};

/**
 * The asset's own claim rules after the account's: it is the user's, in the game (a wallet or
 * auction asset → "transferred out"), and free (not in a team, on sale, locked or confirming).
 * Returns the open claim to answer again when the asset is locked by this user's own claim.
 */
async function checkAsset(
  db: Db,
  userId: number,
  serverId: number,
  asset: Asset | undefined,
): Promise<ClaimRow | undefined> {
  if (!asset) throw new AppError('notFound');
  if (asset.ownerId !== userId) throw new AppError('forbidden', 'notYourAsset');
  if (asset.location !== ASSET_LOCATIONS.game.code) throw new AppError('conflict', 'nftTransferredOut');
  if (asset.serverId !== serverId) throw new AppError('conflict', 'assetOtherServer');
  if (asset.status === CARD_STATUS.chainConfirming) {
    const open = await openClaimOf(db, asset.id);
    if (open && open.userId === userId) return open;
  }
  const blocked = asset.status === null ? undefined : CLAIM_BLOCKED[asset.status];
  if (blocked) throw new AppError('conflict', blocked);
  return undefined;
}

/**
 * Moves a game asset of the role on `serverId` to the account's own wallet (POST
 * /api/card/claim). Rules, in order: a role there, a bound e-mail, an activated account, that
 * role offline, then the asset's (see checkAsset: on that server too).
 * The chain decides the kind: a token the vault holds → claim_nft; a card whose token does not
 * exist (or that has none: a new id from `card_token_ids`) → mint_card; a dragon not in the
 * vault cannot be claimed; a token someone else holds is refused. In one transaction the asset
 * is locked (status 3), the voucher fixed (nonce, deadline = chain time + the claim lifetime)
 * and the claim recorded; then the voucher is signed. Asking again while the claim is open
 * answers the very same voucher.
 */
export async function claimAsset(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  body: ClaimBody,
): Promise<ClaimVoucher> {
  const user = await loadUser(ctx.db, userId);
  await assertHasRole(ctx.db, userId, serverId);
  if (!user.email) throw new AppError('forbidden', 'bindEmailFirst');
  if (!user.activatedAt) throw new AppError('forbidden', 'activateFirst');
  assertNoSecurityHold(user, ctx.clock());
  await assertRoleOffline(ctx.game, userId, serverId);
  const [found] = await ctx.db.select().from(assets).where(eq(assets.id, body.id));
  const again = await checkAsset(ctx.db, userId, serverId, found);
  if (again) return signVoucher(ctx, again);
  const asset = found!;

  const { client, contracts, signer } = ctx.chain;
  if (!client || !contracts || !signer) throw new AppError('unavailable');
  if (!user.address) throw new AppError('invalidInput', 'invalidInput', { field: 'address' });
  const isDragon = asset.kind === ASSET_KINDS.dragon.code;
  if (isDragon && asset.tokenId === null) throw new AppError('conflict', 'claimNotMintable');
  const tokenId = asset.tokenId ?? (await nextCardTokenId(ctx.db));
  const place = await tokenPlace(client, contracts, asset.kind, tokenId);
  if (place === 'elsewhere') throw new AppError('conflict', 'claimTokenElsewhere');
  if (place === 'none' && isDragon) throw new AppError('conflict', 'claimNotMintable');
  const head = await client.getBlock({ blockTag: 'latest' });
  const claim: NewClaim = {
    assetId: asset.id,
    userId,
    serverId,
    kind: place === 'vault' ? 'claim_nft' : 'mint_card',
    collection: place === 'vault' ? collectionOf(contracts, asset.kind).toLowerCase() : null,
    tokenId,
    assetType: place === 'vault' ? null : asset.kind,
    toAddress: user.address.toLowerCase(),
    chainId: ctx.chain.chainId,
    deadline: new Date((Number(head.timestamp) + ctx.claimVoucherSeconds) * 1000),
  };

  const row = await inTransaction(ctx.db, async (tx) => {
    // Re-checked under the row lock: a parallel claim, sale or deposit may have changed it.
    const [locked] = await tx.select().from(assets).where(eq(assets.id, asset.id)).for('update');
    const open = await checkAsset(tx, userId, serverId, locked);
    if (open) return open;
    await assertNotFrozen(tx, asset.id);
    if (locked!.tokenId !== null && locked!.tokenId !== tokenId) throw new AppError('conflict', 'nftLocked');
    const opened = await openClaim(tx, claim);
    const at = ctx.clock();
    await enqueueAssetChange(tx, locked!, { type: 'asset.lock', reason: 'claim' }, at);
    // The asset is leaving the game: its market ends as in a trade, offers on it lost and released.
    await endAssetMarket(tx, asset.id, at);
    return opened;
  });
  return signVoucher(ctx, row);
}

/** Signs a claim's stored voucher: the same fields, hence the same signature, every time. */
async function signVoucher(ctx: ServiceContext, claim: ClaimRow): Promise<ClaimVoucher> {
  const { contracts, signer } = ctx.chain;
  if (!contracts || !signer) throw new AppError('unavailable');
  const domain = { chainId: ctx.chain.chainId, verifyingContract: contracts.contracts.gameVault };
  const to = getAddress(claim.toAddress);
  const account = BigInt(claim.userId);
  const nonce = BigInt(claim.voucherNonce);
  const deadline = BigInt(Math.floor(claim.deadline.getTime() / 1000));
  const signature =
    claim.kind === 'claim_nft'
      ? await signClaimNft(signer, domain, {
          collection: getAddress(claim.collection!),
          tokenId: claim.tokenId,
          to,
          account,
          nonce,
          deadline,
        })
      : await signMintCard(signer, domain, {
          tokenId: claim.tokenId,
          assetType: claim.assetType!,
          to,
          account,
          nonce,
          deadline,
        });
  return {
    asset_id: claim.assetId,
    kind: claim.kind as ClaimVoucher['kind'],
    vault: contracts.contracts.gameVault,
    collection: claim.collection ? getAddress(claim.collection) : null,
    token_id: claim.tokenId.toString(),
    asset_type: claim.assetType,
    to,
    account: account.toString(),
    nonce: nonce.toString(),
    deadline: deadline.toString(),
    signature,
  };
}
