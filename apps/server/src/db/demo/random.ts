/*
 * Deterministic "randomness" for generating demo data inside PostgreSQL: PostgreSQL's own
 * integer hash of (row number, salt). The same row number always gets the same asset, on
 * PGlite and PostgreSQL, whatever the batch size, so any catalogue size is reproducible.
 */

/*
 * The helpers return SQL text: everything in it is a constant of this module or a number,
 * never input, and the statements are assembled with sql.raw.
 */

/** A non-negative pseudo-random int4 for row number `n` (an SQL expression) and a salt. */
export function rnd(n: string, salt: number): string {
  return `(hashint8((${n})::bigint * 64 + ${salt}) & 2147483647)`;
}

/** An SQL text[] literal of constant strings. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
}

export const HERO_NAMES = [
  '青龍',
  '白虎',
  '朱雀',
  '玄武',
  '麒麟',
  '鳳凰',
  '后羿',
  '嫦娥',
  '哪吒',
  '刑天',
  '蚩尤',
  '女媧',
  '伏羲',
  '盤古',
  '祝融',
  '共工',
  '二郎神',
  '九尾狐',
];
export const EQUIP_NAMES = [
  '軒轅劍',
  '盤古斧',
  '崑崙鏡',
  '東皇鐘',
  '煉妖壺',
  '昊天塔',
  '伏羲琴',
  '神農鼎',
  '崆峒印',
];
export const PET_NAMES = ['火靈狐', '冰晶兔', '風行豹', '光羽鶴', '暗夜貓', '雷鳴犬', '雲紋鹿', '金蟾'];
/** Spirit stones are named by their element (index = element − 1). */
export const STONE_NAMES = ['火靈石', '冰靈石', '風靈石', '光靈石', '暗靈石'];
export const DRAGON_NAMES = ['赤焰龍', '蒼冰龍', '青風龍', '聖光龍', '幽冥龍', '金鱗龍', '紫電龍'];
export const NICKNAMES = [
  '龍騎士',
  '星辰',
  'Nova',
  'Kai',
  'Ayu',
  'Budi',
  '月影',
  'Rizky',
  'Mei',
  '風雲',
  'Sari',
  '阿龍',
];

/**
 * Coins of demo prices with their share (cumulative percent range), decimals and a value
 * factor against MDS (num/den). Decimals mirror packages/chain (HFH has 8 on purpose).
 */
export const DEMO_COINS = [
  { coin: 'MDS', from: 0, to: 72, decimals: 18, num: 1, den: 1 },
  { coin: 'META', from: 72, to: 82, decimals: 18, num: 1, den: 2 },
  { coin: 'BNB', from: 82, to: 89, decimals: 18, num: 1, den: 3000 },
  { coin: 'HFH', from: 89, to: 94, decimals: 8, num: 2, den: 1 },
  { coin: 'ENFT', from: 94, to: 97, decimals: 18, num: 1, den: 1 },
  { coin: 'MDV', from: 97, to: 100, decimals: 18, num: 1, den: 5 },
] as const;

/** The demo coins as an SQL VALUES list: (coin, lo, hi, num, den, milli = base units of 0.001 coin). */
export function coinTable(): string {
  const rows = DEMO_COINS.map(
    (c) => `('${c.coin}', ${c.from}, ${c.to}, ${c.num}, ${c.den}, ${10n ** BigInt(c.decimals - 3)}::numeric)`,
  );
  return `(values ${rows.join(', ')}) as coins(coin, lo, hi, num, den, milli)`;
}

/**
 * A price (numeric base units) for row `n` in the coin of the `coins` row, from a grade-like
 * value `g` (1–24): about grade² × 20 MDS (scaled by the coin's value), spread, three decimals.
 */
export function priceExpr(n: string, g: string, salt: number): string {
  const milli = `(((${g})::bigint * (${g}) * 20 + (${g}) * 5 + 3) * 1000 + ${rnd(n, salt)} % ((${g})::bigint * 7000))`;
  return `(greatest(1, (${milli} * coins.num) / coins.den)::numeric * coins.milli)::numeric(78,0)`;
}
