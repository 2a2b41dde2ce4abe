import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { Notification } from '@yuanlong/shared/notifications';
import { formatAmount } from '../../lib/coins.ts';
import type { TextKey, TFunction } from '../../lib/i18n.ts';

/** One notification's sentence in the interface language. */
export function notificationText(n: Notification, t: TFunction): string {
  const amount = n.amount !== null && n.coin ? `${formatAmount(n.amount, n.coin)} ${n.coin}` : '';
  const item = n.nftname || (n.kind === 'depositCredited' && amount ? amount : t('notify.anItem'));
  return t(`notify.text.${textKey(n)}` as TextKey, { item, amount, user: n.two_userid ?? '' });
}

/** The text of a notification: its kind's, or one of a kind's several by its source type (watch texts: useWatchTexts, lib/feature-texts.ts). */
function textKey(n: Notification): string {
  if (n.kind === 'auctionLocked' && n.type === ACTIVITY_TYPES.auctionWon.code) return 'auctionWon';
  if (n.kind === 'watchedAsset' && n.type === ACTIVITY_TYPES.marketPriceChanged.code) return 'watchPrice';
  if (n.kind === 'watchedAsset' && n.type === ACTIVITY_TYPES.auctionCreated.code) return 'watchAuction';
  return n.kind;
}
