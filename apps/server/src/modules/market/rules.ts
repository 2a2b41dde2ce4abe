import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { MessageKey } from '@yuanlong/shared/messages';
import type { ServiceContext } from '../../context.ts';
import type { assets } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadActingRole } from '../../game/rules.ts';

/** Why an asset in this status cannot be listed, bought or unlisted (spec sections 5 and 8). */
export const BLOCKED_STATUS: Record<number, MessageKey> = {
  [CARD_STATUS.inTeam]: 'assetInTeam',
  [CARD_STATUS.locked]: 'nftLocked',
  [CARD_STATUS.chainConfirming]: 'blockConfirming',
  [CARD_STATUS.saleConfirming]: 'equipConfirming',
  [CARD_STATUS.forbidden]: 'operationForbidden',
};

/**
 * The signed-in user, if their role on `serverId` may trade: a role there, a bound e-mail, an
 * activated account (1 MDV), and that role not in the game (game/rules.ts loadActingRole).
 */
export function loadTrader(ctx: Pick<ServiceContext, 'db' | 'game'>, userId: number, serverId: number) {
  return loadActingRole(ctx, userId, serverId);
}

/** Throws unless the asset is held by the game and free of team, locks and confirmations. */
export function assertTradable(asset: typeof assets.$inferSelect): void {
  if (asset.location !== ASSET_LOCATIONS.game.code) throw new AppError('conflict', 'nftTransferredOut');
  const blocked = asset.status === null ? undefined : BLOCKED_STATUS[asset.status];
  if (blocked) throw new AppError('conflict', blocked);
}

/** A positive amount of base units, or "amount must be greater than zero". */
export function positiveAmount(text: string, field: string): bigint {
  const amount = BigInt(text);
  if (amount <= 0n) throw new AppError('invalidInput', 'amountPositive', { field });
  return amount;
}

/** The platform's part of a sale: floor(price × bps / 10000); the seller gets the rest, exactly. */
export function saleFee(price: bigint, feeBps: number): bigint {
  return (price * BigInt(feeBps)) / 10_000n;
}
