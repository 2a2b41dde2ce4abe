import type { Locale } from './locales.ts';

/*
 * Classifications of the game's assets (spec section 3), with their names in the three
 * interface languages. One table, used by the server (codes in the database and the API)
 * and the web (labels, filters). Code 0 of a filter means "all" and is never stored.
 */

export type Names = Record<Locale, string>;

/** "All", the first choice of every filter. */
export const ALL_NAME: Names = { tw: '全部', en: 'All', in: 'Semua' };

/** Asset kinds. Equipment, pet and spirit stone keep the spec's asset type numbers 1, 2, 3. */
export const ASSET_KINDS = {
  hero: { code: 0, names: { tw: '英雄卡', en: 'Hero card', in: 'Kartu pahlawan' } },
  equip: { code: 1, names: { tw: '裝備', en: 'Equipment', in: 'Perlengkapan' } },
  pet: { code: 2, names: { tw: '寵物', en: 'Pet', in: 'Hewan peliharaan' } },
  stone: { code: 3, names: { tw: '靈石', en: 'Spirit stone', in: 'Batu roh' } },
  dragon: { code: 4, names: { tw: '元龍', en: 'Dragon', in: 'Naga' } },
} as const satisfies Record<string, { code: number; names: Names }>;
export type AssetKindName = keyof typeof ASSET_KINDS;
export type AssetKindCode = (typeof ASSET_KINDS)[AssetKindName]['code'];
/** Every kind code; the kinds that are cards (everything but dragons). */
export const ASSET_KIND_CODES = [0, 1, 2, 3, 4] as const;
export const CARD_KIND_CODES = [0, 1, 2, 3] as const;

/**
 * Camps. The spec gives two readings; codes follow their shared order (4 is the holy beast
 * in both). Chinese names follow reading one, English reading two.
 */
export const CAMPS: Record<number, Names> = {
  1: { tw: '天神', en: 'Gods', in: 'Para Dewa' },
  2: { tw: '戰神', en: 'Chita', in: 'Chita' },
  3: { tw: '祖神', en: 'Auspicious', in: 'Pembawa Berkah' },
  4: { tw: '聖獸', en: 'Holy Beast', in: 'Binatang Suci' },
  5: { tw: '人神', en: 'Spirit Animal', in: 'Binatang Roh' },
};

/** Professions (spec reading two; mage = master, support = auxiliary). */
export const PROFESSIONS: Record<number, Names> = {
  1: { tw: '戰士', en: 'Warrior', in: 'Prajurit' },
  2: { tw: '法師', en: 'Mage', in: 'Penyihir' },
  3: { tw: '坦克', en: 'Tank', in: 'Penahan' },
  4: { tw: '輔助', en: 'Support', in: 'Pendukung' },
};

/** Skill elements; the market's "skill" filter (val5) uses these codes. */
export const ELEMENTS: Record<number, Names> = {
  1: { tw: '火', en: 'Fire', in: 'Api' },
  2: { tw: '冰', en: 'Ice', in: 'Es' },
  3: { tw: '風', en: 'Wind', in: 'Angin' },
  4: { tw: '光', en: 'Light', in: 'Cahaya' },
  5: { tw: '暗', en: 'Dark', in: 'Gelap' },
};

export const CAMP_CODES = [1, 2, 3, 4, 5] as const;
export const PROFESSION_CODES = [1, 2, 3, 4] as const;
export const ELEMENT_CODES = [1, 2, 3, 4, 5] as const;

export const GRADE_MIN = 1;
export const GRADE_MAX = 24;
export const STAR_MIN = 1;
export const STAR_MAX = 7;

/** The grade filter's groups (spec section 2: 1~5, 6~10, 11~15, 16~20, 21~24), by group code. */
export const GRADE_GROUPS: Record<number, readonly [number, number]> = {
  1: [1, 5],
  2: [6, 10],
  3: [11, 15],
  4: [16, 20],
  5: [21, 24],
};
export const GRADE_GROUP_CODES = [1, 2, 3, 4, 5] as const;

/** Where an asset is (spec section 4): the user's wallet, the game, or the NFT111 contract. */
export const ASSET_LOCATIONS = {
  wallet: { code: 1, names: { tw: '錢包資產', en: 'Wallet asset', in: 'Aset dompet' } },
  game: { code: 2, names: { tw: '遊戲資產', en: 'Game asset', in: 'Aset game' } },
  contract: { code: 3, names: { tw: '合約資產', en: 'Contract asset', in: 'Aset kontrak' } },
} as const satisfies Record<string, { code: number; names: Names }>;
export type AssetLocationName = keyof typeof ASSET_LOCATIONS;

/** A dragon is not activated until its owner activates it. */
export const DRAGON_STATES = {
  notActivated: { code: 0, names: { tw: '未激活', en: 'Not activated', in: 'Belum diaktifkan' } },
  activated: { code: 1, names: { tw: '已激活', en: 'Activated', in: 'Diaktifkan' } },
} as const satisfies Record<string, { code: number; names: Names }>;

/** Dragon levels at which its three skills become active, in slot order. */
export const DRAGON_SKILL_LEVELS = [4, 8, 12] as const;

/** Skill types: a card has one active skill and passive ones. */
export const SKILL_TYPES = {
  active: { code: 1, names: { tw: '主動技能', en: 'Active skill', in: 'Keahlian aktif' } },
  passive: { code: 2, names: { tw: '被動技能', en: 'Passive skill', in: 'Keahlian pasif' } },
} as const satisfies Record<string, { code: number; names: Names }>;

/**
 * The ten attributes of a card (spec section 3), in display order. Rates (crit, crit_res,
 * super_crit, vampire, speed_pct) are in basis points: 1250 means 12.5%.
 */
export const ATTRIBUTES = {
  hp: { rate: false, names: { tw: '生命', en: 'HP', in: 'HP' } },
  att: { rate: false, names: { tw: '攻擊', en: 'Attack', in: 'Serangan' } },
  defense: { rate: false, names: { tw: '防禦', en: 'Defense', in: 'Pertahanan' } },
  crit: { rate: true, names: { tw: '暴擊', en: 'Crit', in: 'Kritis' } },
  crit_res: { rate: true, names: { tw: '抗暴', en: 'Crit resist', in: 'Tahan kritis' } },
  super_crit: { rate: true, names: { tw: '超暴', en: 'Super crit', in: 'Super kritis' } },
  vampire: { rate: true, names: { tw: '吸血', en: 'Life steal', in: 'Curi nyawa' } },
  speed_pct: { rate: true, names: { tw: '速度', en: 'Speed', in: 'Kecepatan' } },
  super_att: { rate: false, names: { tw: '超攻', en: 'Super attack', in: 'Super serangan' } },
  super_defense: { rate: false, names: { tw: '超防', en: 'Super defense', in: 'Super pertahanan' } },
} as const satisfies Record<string, { rate: boolean; names: Names }>;
export type AttributeName = keyof typeof ATTRIBUTES;
export const ATTRIBUTE_NAMES = Object.keys(ATTRIBUTES) as AttributeName[];

/** The grade group (1–5) a grade belongs to. */
export function gradeGroupOf(grade: number): number {
  return GRADE_GROUP_CODES.find((g) => grade <= GRADE_GROUPS[g]![1]) ?? 5;
}
