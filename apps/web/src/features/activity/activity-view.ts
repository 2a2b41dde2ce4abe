import {
  ACTIVITY_CATEGORY_NAMES,
  ACTIVITY_TYPES,
  type Activity,
  type ActivityCategory,
  activityAssetPath,
  activityCategoryOf,
  activityType,
} from '@yuanlong/shared/activities';
import type { Locale } from '@yuanlong/shared/locales';

/** How an entry's main amount is labelled: a price, what the user paid, or a plain amount. */
export type AmountLabel = 'price' | 'paid' | 'amount';
/** Who the other side of an entry is to the user. */
export type PartyRole = 'buyer' | 'seller' | 'from' | 'other';

/** What one activity row shows, decided from the entry alone (amounts stay base units). */
export interface ActivityView {
  category: ActivityCategory | 'other';
  amount: { label: AmountLabel; value: string; coin: string } | null;
  /** The platform's fee and what the user received (a sale); null when not theirs to see. */
  fee: string | null;
  received: string | null;
  asset: { name: string; tokenId: string | null; href: string | null; kind: number | null } | null;
  party: { role: PartyRole; address: string; userId: number | null } | null;
}

const T = ACTIVITY_TYPES;
const PAID: readonly number[] = [T.marketBought.code, T.accountActivated.code];
const PRICED: readonly number[] = [
  T.marketListed.code,
  T.marketCancelled.code,
  T.marketPriceChanged.code,
  T.marketSold.code,
];

function amountLabel(type: number): AmountLabel {
  if (PAID.includes(type)) return 'paid';
  return PRICED.includes(type) ? 'price' : 'amount';
}

function partyRole(type: number, category: ActivityView['category']): PartyRole {
  if (type === T.marketBought.code) return 'seller';
  if (type === T.marketSold.code) return 'buyer';
  return category === 'chain' ? 'from' : 'other';
}

/** The row of an entry: its category, labelled amount, fee and proceeds, asset link and counterparty. */
export function activityView(entry: Activity): ActivityView {
  const category = activityCategoryOf(entry.type) ?? 'other';
  const coin = entry.coin ?? '';
  // A buyer's entry carries the seller's fee and proceeds: not the buyer's money, so not shown.
  const sellersSide = entry.type === T.marketBought.code;
  const hasAsset = entry.assets_id !== null || entry.nftname !== '' || entry.tokenid !== null;
  const hasParty = entry.two_address !== '' || entry.two_userid !== null;
  return {
    category,
    amount:
      entry.amount !== null && coin ? { label: amountLabel(entry.type), value: entry.amount, coin } : null,
    fee: !sellersSide && coin ? entry.fee : null,
    received: !sellersSide && coin ? entry.two_amount : null,
    asset: hasAsset
      ? {
          name: entry.nftname,
          tokenId: entry.tokenid,
          href: entry.assets_id !== null ? activityAssetPath(entry.kind ?? 0, entry.assets_id) : null,
          kind: entry.kind,
        }
      : null,
    party: hasParty
      ? { role: partyRole(entry.type, category), address: entry.two_address, userId: entry.two_userid }
      : null,
  };
}

/** The entry's name in the interface language (shared table); the server's name for a type this build does not know. */
export function activityName(entry: Pick<Activity, 'type' | 'name'>, locale: Locale): string {
  return activityType(entry.type)?.names[locale] ?? entry.name;
}

/** The category of `?category=`; undefined (all) when missing or unknown. */
export function categoryFrom(raw: string | null): ActivityCategory | undefined {
  return ACTIVITY_CATEGORY_NAMES.find((category) => category === raw);
}
