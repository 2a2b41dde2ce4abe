import type { MarketListParams, MarketSort } from './market.ts';

/*
 * The market page's URL parameters (spec section 2): val1 camp, val2 profession, val3 sort
 * (1 latest, 2 lowest price, 3 highest price), val4 grade group (1~5 … 21~24), val5 skill
 * element (1 fire … 5 dark), val6 star. 0 or absent means "all". Kept here so a pasted link
 * gives the same API query in the web and in tests.
 */

const SORT_OF_VAL: Record<string, MarketSort> = { '1': 'latest', '2': 'price_asc', '3': 'price_desc' };
const VAL_OF_SORT: Record<MarketSort, string> = { latest: '1', price_asc: '2', price_desc: '3' };

const FIELDS = [
  ['val1', 'camp'],
  ['val2', 'profession'],
  ['val4', 'grade'],
  ['val5', 'element'],
  ['val6', 'star'],
] as const;

/** The API query of the market page's URL parameters; unknown or malformed values are ignored. */
export function marketParamsFromUrl(search: URLSearchParams): MarketListParams {
  const params: MarketListParams = {};
  for (const [val, field] of FIELDS) {
    const raw = search.get(val);
    if (raw && /^[1-9]\d?$/.test(raw)) params[field] = Number(raw);
  }
  const sort = SORT_OF_VAL[search.get('val3') ?? ''];
  if (sort) params.sort = sort;
  return params;
}

/** The market page's URL parameters for a query (only those that are not "all"). */
export function marketUrlFromParams(params: MarketListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [val, field] of FIELDS) {
    const value = params[field];
    if (value !== undefined && value !== null && Number(value) > 0) search.set(val, String(value));
  }
  if (params.sort && params.sort !== 'latest') search.set('val3', VAL_OF_SORT[params.sort]);
  return search;
}
