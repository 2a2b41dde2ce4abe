import { COINS, type Coin } from '@yuanlong/shared/coins';
import type { MarketItem, MarketPage } from '@yuanlong/shared/market';
import type { DataSchema } from '../../../lib/api-client.ts';

// marketPageSchema's rules written out (market-page-check.test.ts holds them equal): zod's jitless
// parse of a 30-card page was most of the task that receives the market's first page.

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isIntOrNull = (v: unknown): v is number | null => v === null || isInt(v);
const isBaseUnits = (v: unknown): v is string => typeof v === 'string' && /^\d+$/.test(v);
const isCoin = (v: unknown): v is Coin => typeof v === 'string' && (COINS as readonly string[]).includes(v);

/** One listing, its known fields only (as zod's object parse), or null when a field is wrong. */
function checkItem(v: unknown): MarketItem | null {
  if (!isObject(v)) return null;
  const { listing_id, id, kind, token_id, name, grade, camp, profession, element, star } = v;
  const { level, power, stage, strength, price, coin, seller, listed_at, server_id } = v;
  if (!isInt(listing_id) || !isInt(id) || !isInt(kind) || !isInt(level) || !isInt(power)) return null;
  if (!isInt(server_id)) return null;
  if (!isIntOrNull(grade) || !isIntOrNull(camp) || !isIntOrNull(profession) || !isIntOrNull(element))
    return null;
  if (!isIntOrNull(star) || !isIntOrNull(stage) || !isIntOrNull(strength)) return null;
  if (!(token_id === null || isBaseUnits(token_id)) || !isBaseUnits(price) || !isCoin(coin)) return null;
  if (typeof name !== 'string' || typeof seller !== 'string' || typeof listed_at !== 'string') return null;
  return {
    listing_id,
    id,
    kind,
    token_id,
    name,
    grade,
    camp,
    profession,
    element,
    star,
    level,
    power,
    stage,
    strength,
    price,
    coin,
    seller,
    listed_at,
    server_id,
  };
}

/** GET /api/marketplace/list's data checked as marketPageSchema checks it, without zod. */
export const marketPageCheck: DataSchema<MarketPage> = {
  safeParse(data) {
    const fail = (error: string) => ({ success: false as const, error });
    if (!isObject(data) || !Array.isArray(data.items)) return fail('not a market page');
    const { next_cursor, coin } = data;
    if (!(next_cursor === null || typeof next_cursor === 'string')) return fail('next_cursor');
    if (!(coin === null || isCoin(coin))) return fail('coin');
    const items: MarketItem[] = [];
    for (const [i, raw] of data.items.entries()) {
      const item = checkItem(raw);
      if (!item) return fail(`items[${i}]`);
      items.push(item);
    }
    return { success: true, data: { items, next_cursor, coin } };
  },
};
