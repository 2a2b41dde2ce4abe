import { z } from 'zod';
import { COINS, type Coin, parseUnits } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import type { Locale } from './locales.ts';
import type { OperatorRole } from './operators.ts';
import { WEBSITE_SETTING_KEYS } from './website.ts';

/*
 * The market's settings an operator changes in the console (/admin): the website settings of
 * GET /api/website/setting, the sale fee, the withdrawal minimums and hold thresholds per coin,
 * maintenance mode and the announcement banner. One versioned record in the database; every
 * instance reads the newest within seconds. The environment gives only the first values.
 */

/** A whole-coin amount as decimal text (at most 18 decimals), e.g. `0.01`. */
const coinAmount = z
  .string()
  .trim()
  .max(40)
  .refine((t) => parseUnits(t, 18) !== null, { error: 'settingAmount' });
/** A threshold: a whole-coin amount, or '' for none (no automatic hold of that coin). */
const threshold = z.union([z.literal(''), coinAmount]);

const perCoin = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(COINS.map((c) => [c, value])) as Record<Coin, T>);

/** Text in each of the product's languages ('' everywhere: none). */
const texts = (max: number) =>
  z.object({
    tw: z.string().trim().max(max),
    en: z.string().trim().max(max),
    in: z.string().trim().max(max),
  });

export const marketSettingsValueSchema = lazySchema(() =>
  z.object({
    /** The spec's website settings (coin_contract_address, down_url, …), as GET /api/website/setting answers them. */
    website: z.object(
      Object.fromEntries(WEBSITE_SETTING_KEYS.map((k) => [k, z.string().trim().max(300)])) as Record<
        (typeof WEBSITE_SETTING_KEYS)[number],
        z.ZodString
      >,
    ),
    /** The sale fee in basis points (500 = 5%), taken from the seller's proceeds. */
    sale_fee_bps: z.number().int().min(0).max(5000),
    /** The smallest withdrawal per coin, in whole coins. */
    withdraw_minimums: perCoin(coinAmount),
    /** A withdrawal above this (whole coins) waits for an operator's release; '' holds none. */
    withdraw_hold_thresholds: perCoin(threshold),
    /** Market read-only: every player's write is refused, a banner says why. */
    maintenance: z.boolean(),
    /** A banner over every page, per language ('' in a language: none there). */
    announcement: texts(500),
  }),
);
export type MarketSettingsValue = z.infer<typeof marketSettingsValueSchema>;

/** The settings as the console reads them: the value, its version and who changed it last. */
export const marketSettingsSchema = lazySchema(() =>
  z.object({
    version: z.number().int(),
    updated_at: z.string(),
    value: marketSettingsValueSchema,
  }),
);
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

/**
 * POST /api/admin/settings: the groups to change (the others stay) and the version they were read
 * at; a change made meanwhile by someone else is refused (409), never overwritten.
 */
export const changeSettingsBody = lazySchema(() =>
  marketSettingsValueSchema.partial().extend({ version: z.number().int().min(1) }),
);
export type ChangeSettingsBody = z.infer<typeof changeSettingsBody>;

export type SettingGroup = keyof MarketSettingsValue;

/**
 * Who may change what: support the words players read (website links, announcement), finance the
 * money rules (fee, minimums, hold thresholds), admin everything, including maintenance mode,
 * which stops the market. Every operator may read them.
 */
export const SETTING_ROLES: Record<SettingGroup, OperatorRole> = {
  website: 'support',
  announcement: 'support',
  sale_fee_bps: 'finance',
  withdraw_minimums: 'finance',
  withdraw_hold_thresholds: 'finance',
  maintenance: 'admin',
};

/** The announcement in `locale`, or null when it has none there. */
export function announcementIn(value: MarketSettingsValue['announcement'], locale: Locale): string | null {
  return value[locale] || null;
}
