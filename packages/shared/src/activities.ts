import { z } from 'zod';
import type { Names } from './catalogue.ts';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/*
 * Activity entries (spec section 3): every user-visible event, with a numeric type. Types,
 * names and link targets live here; later features (deposit, claim, auction, rewards…)
 * append their types with new numbers, never reusing one.
 */

export interface ActivityTypeDef {
  code: number;
  names: Names;
  /** What the entry links to: the asset's detail page (asset id in `assets_id`). */
  link: 'asset' | null;
}

export const ACTIVITY_TYPES = {
  marketListed: { code: 1, link: 'asset', names: { tw: '掛單出售', en: 'Listed for sale', in: 'Dijual' } },
  marketCancelled: {
    code: 2,
    link: 'asset',
    names: { tw: '取消出售', en: 'Sale cancelled', in: 'Penjualan dibatalkan' },
  },
  marketPriceChanged: {
    code: 3,
    link: 'asset',
    names: { tw: '修改價格', en: 'Price changed', in: 'Harga diubah' },
  },
  marketBought: { code: 4, link: 'asset', names: { tw: '市場購買', en: 'Bought', in: 'Dibeli' } },
  marketSold: { code: 5, link: 'asset', names: { tw: '市場售出', en: 'Sold', in: 'Terjual' } },
  accountActivated: {
    code: 6,
    link: null,
    names: { tw: '帳戶激活', en: 'Account activated', in: 'Akun diaktifkan' },
  },
  coinDeposited: {
    code: 7,
    link: null,
    names: { tw: '代幣存入遊戲', en: 'Coins deposited to game', in: 'Koin disetor ke game' },
  },
  nftDeposited: {
    code: 8,
    link: 'asset',
    names: { tw: 'NFT 存入遊戲', en: 'NFT deposited to game', in: 'NFT disetor ke game' },
  },
  /** A withdrawal to the wallet was asked for: `amount` of `coin` frozen, `two_address` the wallet. */
  coinWithdrawRequested: {
    code: 9,
    link: null,
    names: { tw: '申請提現到錢包', en: 'Withdrawal requested', in: 'Penarikan diajukan' },
  },
  /** The payout to the wallet is confirmed on chain: the frozen amount left the game. */
  coinWithdrawn: {
    code: 10,
    link: null,
    names: { tw: '已提現到錢包', en: 'Withdrawn to wallet', in: 'Ditarik ke dompet' },
  },
  /** The withdrawal could not be paid (voucher expired unused): the amount is available again. */
  coinWithdrawFailed: {
    code: 11,
    link: null,
    names: { tw: '提現失敗，已退回', en: 'Withdrawal failed, returned', in: 'Penarikan gagal, dikembalikan' },
  },
  /** A game asset's NFT left the vault for the owner's wallet (claim confirmed on chain). */
  nftClaimed: {
    code: 12,
    link: 'asset',
    names: { tw: 'NFT 提取到錢包', en: 'NFT claimed to wallet', in: 'NFT diklaim ke dompet' },
  },
  /** A game-born card was minted as an NFT into the owner's wallet (mint confirmed on chain). */
  cardMinted: {
    code: 13,
    link: 'asset',
    names: { tw: '卡牌鑄造到錢包', en: 'Card minted to wallet', in: 'Kartu dicetak ke dompet' },
  },
  /** A claim's voucher expired unused and was revoked: the asset is back in the game, unlocked. */
  claimExpired: {
    code: 14,
    link: 'asset',
    names: {
      tw: '提取已過期，資產已解鎖',
      en: 'Claim expired, asset unlocked',
      in: 'Klaim kedaluwarsa, aset dibuka',
    },
  },
  /**
   * The user's wallet put an NFT up for NFT111 auction (confirmed on chain): `amount` the start
   * price in `coin`, `index_id` the auction id; `assets_id` the game asset when the game knows it.
   */
  auctionCreated: {
    code: 15,
    link: 'asset',
    names: { tw: '發起拍賣', en: 'Auction started', in: 'Lelang dimulai' },
  },
  /** The user's wallet bid `amount` on auction `index_id` and became its holder. */
  auctionBidPlaced: {
    code: 16,
    link: 'asset',
    names: { tw: '拍賣出價', en: 'Bid placed', in: 'Tawaran diajukan' },
  },
  /**
   * Another wallet (`two_address`) outbid the user's holding on auction `index_id` with `amount`;
   * `two_amount` is the user's part of that bid (95% plus rounding), claimable from the contract.
   */
  auctionOutbid: {
    code: 17,
    link: 'asset',
    names: { tw: '拍賣被超越出價', en: 'Outbid', in: 'Tawaran dilampaui' },
  },
  /** The user offered `amount` of `coin` (frozen) on asset `assets_id`, or on a collection; `index_id` the offer. */
  offerMade: { code: 20, link: 'asset', names: { tw: '發出出價', en: 'Offer made', in: 'Tawaran diajukan' } },
  /** The user's offer `index_id` was accepted by `two_address`: they bought asset `assets_id` for `amount`. */
  offerBought: {
    code: 21,
    link: 'asset',
    names: { tw: '出價成交（買入）', en: 'Bought by offer', in: 'Dibeli lewat tawaran' },
  },
  /** The user accepted offer `index_id`: sold asset `assets_id` for `amount`, `fee`, received `two_amount`. */
  offerSold: {
    code: 22,
    link: 'asset',
    names: { tw: '接受出價（售出）', en: 'Sold to an offer', in: 'Dijual ke tawaran' },
  },
  /** The user cancelled offer `index_id`: `amount` is available again. */
  offerCancelled: {
    code: 23,
    link: 'asset',
    names: { tw: '取消出價', en: 'Offer cancelled', in: 'Tawaran dibatalkan' },
  },
  /** Offer `index_id` expired: `amount` is available again. */
  offerExpired: {
    code: 24,
    link: 'asset',
    names: { tw: '出價已過期，已解凍', en: 'Offer expired, released', in: 'Tawaran kedaluwarsa, dilepas' },
  },
  /** Offer `index_id` lost (its asset was sold, claimed or sold to another offer): `amount` available again. */
  offerLost: {
    code: 25,
    link: 'asset',
    names: { tw: '出價失效，已解凍', en: 'Offer ended, released', in: 'Tawaran berakhir, dilepas' },
  },
  /**
   * The user's bid `amount` on auction `index_id` was still the highest when the auction locked
   * (by confirmed chain time): the user can withdraw the NFT from the contract.
   */
  auctionWon: {
    code: 18,
    link: 'asset',
    names: { tw: '拍賣得標', en: 'Auction won', in: 'Lelang dimenangkan' },
  },
  /**
   * The user's auction `index_id` locked (no bid within its timeout): `amount` the last price,
   * `two_address` the holder (the seller when nobody bid, who then withdraws the NFT).
   */
  auctionLocked: {
    code: 19,
    link: 'asset',
    names: { tw: '拍賣已鎖定', en: 'Auction locked', in: 'Lelang terkunci' },
  },
} as const satisfies Record<string, ActivityTypeDef>;
export type ActivityTypeName = keyof typeof ACTIVITY_TYPES;

const byCode = new Map<number, ActivityTypeDef>(Object.values(ACTIVITY_TYPES).map((t) => [t.code, t]));

/** The definition of an activity type code, if known. */
export function activityType(code: number): ActivityTypeDef | undefined {
  return byCode.get(code);
}

/**
 * The feed's filter groups (the activity page's chips): market trades, chain events
 * (activation, deposits, withdrawals, claims to the wallet) and NFT111 auctions. A new type joins one (activities.test.ts checks that each does).
 */
export const ACTIVITY_CATEGORIES = {
  trade: [
    'marketListed',
    'marketCancelled',
    'marketPriceChanged',
    'marketBought',
    'marketSold',
    'offerMade',
    'offerBought',
    'offerSold',
    'offerCancelled',
    'offerExpired',
    'offerLost',
  ],
  chain: [
    'accountActivated',
    'coinDeposited',
    'nftDeposited',
    'coinWithdrawRequested',
    'coinWithdrawn',
    'coinWithdrawFailed',
    'nftClaimed',
    'cardMinted',
    'claimExpired',
  ],
  auction: ['auctionCreated', 'auctionBidPlaced', 'auctionOutbid', 'auctionWon', 'auctionLocked'],
} as const satisfies Record<string, readonly ActivityTypeName[]>;
export type ActivityCategory = keyof typeof ACTIVITY_CATEGORIES;
export const ACTIVITY_CATEGORY_NAMES = Object.keys(ACTIVITY_CATEGORIES) as [
  ActivityCategory,
  ...ActivityCategory[],
];

/** The type codes of a category. */
export function activityCodesOf(category: ActivityCategory): number[] {
  return ACTIVITY_CATEGORIES[category].map((name) => ACTIVITY_TYPES[name].code);
}

/** The category of a type code; undefined for a type in none (shown under "all" only). */
export function activityCategoryOf(code: number): ActivityCategory | undefined {
  return ACTIVITY_CATEGORY_NAMES.find((category) => activityCodesOf(category).includes(code));
}

/** The web path of an asset's detail page: dragons and cards have their own pages. */
export function assetDetailPath(kind: number, id: number): string {
  return kind === 4 ? `/dragonDetail?id=${id}` : `/cardDetail?id=${id}`;
}

/**
 * The spec's activity link templates for equipment, pets and spirit stones (asset types 1, 2, 3):
 * `/gun/equip/{index_id}`, `/gun/pet/{index_id}`, `/gun/lingshi/{index_id}`, where the id is the
 * game asset's id. The web opens that asset's detail there.
 */
export const GUN_PATHS = { 1: 'equip', 2: 'pet', 3: 'lingshi' } as const;
export type GunPath = (typeof GUN_PATHS)[keyof typeof GUN_PATHS];

/** The asset kind a /gun/{type}/… path shows; undefined for an unknown type. */
export function gunKindOf(type: string): 1 | 2 | 3 | undefined {
  const found = Object.entries(GUN_PATHS).find(([, name]) => name === type);
  return found ? (Number(found[0]) as 1 | 2 | 3) : undefined;
}

/** Where an activity entry's asset links to: the /gun/… template for equipment, pets and stones, else the detail page. */
export function activityAssetPath(kind: number, id: number): string {
  const gun = GUN_PATHS[kind as keyof typeof GUN_PATHS];
  return gun ? `/gun/${gun}/${id}` : assetDetailPath(kind, id);
}

/**
 * One entry (spec field names). For market trades: `amount` the price, `two_amount` what the
 * seller received, `fee` the platform's part, `two_userid`/`two_address` the counterparty,
 * `assets_id` the asset, `index_id` the listing.
 */
export const activitySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    type: z.number().int(),
    name: z.string(),
    assets_id: z.number().int().nullable(),
    amount: baseUnits.nullable(),
    two_amount: baseUnits.nullable(),
    fee: baseUnits.nullable(),
    coin: z.enum(COINS).nullable(),
    tokenid: baseUnits.nullable(),
    nftname: z.string(),
    two_userid: z.number().int().nullable(),
    two_address: z.string(),
    index_id: z.number().int().nullable(),
    /** Asset kind, for the link (`assetDetailPath`). */
    kind: z.number().int().nullable(),
    created_at: z.string(),
  }),
);
export type Activity = z.infer<typeof activitySchema>;

export const activitiesQuery = lazySchema(() =>
  z.object({
    cursor: z.string().max(100).optional(),
    size: z.coerce.number().int().min(1).max(100).default(30),
    /** Only entries of one category (trade, chain, auction); all when missing. */
    category: z.enum(ACTIVITY_CATEGORY_NAMES).optional(),
  }),
);
export const activityPageSchema = lazySchema(() =>
  z.object({
    items: z.array(activitySchema),
    next_cursor: z.string().nullable(),
  }),
);
