import { assetNameIn, namesMatching, searchForm } from './asset-names.ts';

/*
 * The market's search (`q` of GET /api/marketplace/list and the web's URL): one field that finds
 * a card by name in any of the three languages, by number (its token number or its asset number,
 * the `id` of /cardDetail), or by its seller's address (a prefix of at least 6 characters, 0x
 * included).
 */

export const MARKET_SEARCH_MAX = 100;
/** The shortest address prefix searched by (0x and four hex digits): shorter ones match too much. */
export const SELLER_PREFIX_MIN = 6;

export type MarketSearch =
  /** Token number or asset number (the number as typed, digits only). */
  | { by: 'number'; number: string }
  /** The seller's address starting with `prefix` (lower case). */
  | { by: 'seller'; prefix: string }
  /** The game names to match (the typed text itself, then every name it is part of). */
  | { by: 'name'; names: string[] };

const NUMBER = /^#?(\d{1,78})$/;
const ADDRESS_PREFIX = /^0x[0-9a-f]{0,40}$/;

/** What a search text asks for; undefined for an empty text. */
export function classifySearch(text: string): MarketSearch | undefined {
  const q = searchForm(text);
  if (!q) return undefined;
  const number = NUMBER.exec(q)?.[1];
  if (number !== undefined) return { by: 'number', number: number.replace(/^0+(?=\d)/, '') };
  if (ADDRESS_PREFIX.test(q) && q.length >= SELLER_PREFIX_MIN) return { by: 'seller', prefix: q };
  const typed = text.normalize('NFKC').trim();
  const names = namesMatching(q);
  return { by: 'name', names: names.includes(typed) ? names : [typed, ...names] };
}

/** A suggestion under the search field: what to search (`q`) and how to show it. */
export interface MarketSuggestion {
  by: MarketSearch['by'];
  /** The search text it stands for (a game name, a number, an address prefix). */
  q: string;
  /** The game name in the reader's language (names only). */
  label?: string;
}

export const MARKET_SUGGESTIONS_MAX = 8;

/** The suggestions for a search text, names in `locale`: the number or address itself, or the names it is part of. */
export function suggestionsFor(text: string, locale: string): MarketSuggestion[] {
  const search = classifySearch(text);
  if (!search) return [];
  if (search.by === 'number') return [{ by: 'number', q: search.number }];
  if (search.by === 'seller') return [{ by: 'seller', q: search.prefix }];
  return namesMatching(text)
    .slice(0, MARKET_SUGGESTIONS_MAX)
    .map((name) => ({ by: 'name', q: name, label: assetNameIn(name, locale) }));
}
