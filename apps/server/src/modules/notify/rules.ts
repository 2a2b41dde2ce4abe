import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { NotificationKind } from '@yuanlong/shared/notifications';
import type { activities } from '../../db/schema.ts';

export type ActivityRow = typeof activities.$inferSelect;

/** What an activity entry notifies: the kind, and the event's key (unique per recipient). */
export interface Rule {
  kind: NotificationKind;
  /** The event's key; undefined when the writer gave no event key where one is needed. */
  key: (row: ActivityRow, eventKey: string | undefined) => string | undefined;
  /** Who is told: the entry's user, or the inviter of the entry's user. */
  to: 'user' | 'inviter';
  /** Outbid only for a user who bid (the seller's entry for the first bid is not an outbid). */
  onlyBidders?: boolean;
}

const T = ACTIVITY_TYPES;
const ref = (prefix: string) => (row: ActivityRow) =>
  row.indexId === null ? undefined : `${prefix}:${row.indexId}`;
const given = (_row: ActivityRow, eventKey: string | undefined) => eventKey;

/**
 * The activity types that notify, by type code. Keys name the event, not the entry: a reorg
 * deletes an entry and writes it again with a new id when the event is mined again, and the
 * notification (and its mail) must stay one.
 */
export const NOTIFY_RULES = new Map<number, Rule>([
  [T.marketSold.code, { kind: 'itemSold', key: ref('sold'), to: 'user' }],
  [T.offerSold.code, { kind: 'itemSold', key: ref('offer-sold'), to: 'user' }],
  [
    T.auctionOutbid.code,
    {
      kind: 'outbid',
      // Bids rise strictly, so (token, auction, price) names one bid on one auction.
      key: (row) => `outbid:${row.tokenId}:${row.indexId}:${row.amount}`,
      to: 'user',
      onlyBidders: true,
    },
  ],
  [T.auctionWon.code, { kind: 'auctionLocked', key: given, to: 'user' }],
  [T.auctionLocked.code, { kind: 'auctionLocked', key: given, to: 'user' }],
  [T.coinDeposited.code, { kind: 'depositCredited', key: given, to: 'user' }],
  [T.nftDeposited.code, { kind: 'depositCredited', key: given, to: 'user' }],
  [T.nftClaimed.code, { kind: 'claimReady', key: ref('claim'), to: 'user' }],
  [T.cardMinted.code, { kind: 'claimReady', key: ref('claim'), to: 'user' }],
  [T.coinWithdrawn.code, { kind: 'withdrawalPaid', key: ref('withdrawal'), to: 'user' }],
  [
    T.accountActivated.code,
    { kind: 'inviteeActivated', key: (row) => `invitee:${row.userId}`, to: 'inviter' },
  ],
]);
