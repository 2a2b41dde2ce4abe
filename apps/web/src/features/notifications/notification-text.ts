import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { Notification } from '@yuanlong/shared/notifications';
import { formatAmount } from '../../lib/coins.ts';
import type { TFunction } from '../../lib/i18n.ts';

/** One notification's sentence in the interface language. */
export function notificationText(n: Notification, t: TFunction): string {
  const amount = n.amount !== null && n.coin ? `${formatAmount(n.amount, n.coin)} ${n.coin}` : '';
  const item = n.nftname || (n.kind === 'depositCredited' && amount ? amount : t('notify.anItem'));
  const key = n.kind === 'auctionLocked' && n.type === ACTIVITY_TYPES.auctionWon.code ? 'auctionWon' : n.kind;
  return t(`notify.text.${key}`, { item, amount, user: n.two_userid ?? '' });
}
