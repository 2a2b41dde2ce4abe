import { GRADE_GROUPS, STAR_MAX, STAR_MIN } from '@yuanlong/shared/catalogue';
import { COINS } from '@yuanlong/shared/coins';
import {
  ASSET_KIND_NAMES,
  MARKET_PAGE_DEFAULT,
  MARKET_PAGE_MAX,
  MARKET_SORTS,
  type MarketListQuery,
} from '@yuanlong/shared/market';
import { MARKET_SEARCH_MAX } from '@yuanlong/shared/market-search';

/*
 * The market list's query as `marketListQuery` parses it, for the queries players send (each
 * field once, in its plain form); undefined for anything else, which zod parses then (see
 * http/fast-validator.ts). A test keeps the two equal.
 */

const FILTERS: Record<string, readonly [number, number]> = {
  camp: [1, 5],
  profession: [1, 4],
  grade: [1, Object.keys(GRADE_GROUPS).length],
  element: [1, 5],
  star: [STAR_MIN, STAR_MAX],
};
const KINDS = new Set<string>(ASSET_KIND_NAMES);
const COIN_SET = new Set<string>(COINS);
const SORTS = new Set<string>(MARKET_SORTS);
const SMALL_NUMBER = /^[1-9]\d?$/;
const PRICE = /^\d{1,78}$/;

export function fastMarketListQuery(query: unknown): MarketListQuery | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const out: Record<string, unknown> = { sort: 'latest', size: MARKET_PAGE_DEFAULT };
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return undefined;
    const range = FILTERS[key];
    if (range) {
      if (value === '' || value === '0') {
        out[key] = undefined; // "all", kept as the schema keeps it
        continue;
      }
      const code = SMALL_NUMBER.test(value) ? Number(value) : 0;
      if (code < range[0] || code > range[1]) return undefined;
      out[key] = code;
    } else if (key === 'kind') {
      if (!KINDS.has(value)) return undefined;
      out.kind = value;
    } else if (key === 'coin') {
      if (!COIN_SET.has(value)) return undefined;
      out.coin = value;
    } else if (key === 'sort') {
      if (!SORTS.has(value)) return undefined;
      out.sort = value;
    } else if (key === 'price_min' || key === 'price_max') {
      if (!PRICE.test(value)) return undefined;
      out[key] = value;
    } else if (key === 'q') {
      const text = value.trim();
      if (text.length > MARKET_SEARCH_MAX) return undefined;
      out.q = text;
    } else if (key === 'cursor') {
      if (value.length > 200) return undefined;
      out.cursor = value;
    } else if (key === 'size') {
      const size = SMALL_NUMBER.test(value) ? Number(value) : 0;
      if (size < 1 || size > MARKET_PAGE_MAX) return undefined;
      out.size = size;
    }
    // Other keys: the schema drops them too.
  }
  return out as MarketListQuery;
}
