import type { TextRowsQuery } from './client.ts';

/*
 * A keyset page of rows that carry their answer's JSON already (e.g. the market's `card`), read
 * as text (Database.textRows): each item's JSON as PostgreSQL sent it, never parsed or serialized
 * again, joined with commas into the answer. (Having PostgreSQL join the page with string_agg
 * cost the database more than it saved here.)
 */

/** A page read with readJsonPage: its items' JSON, and the last item's keys when another page follows. */
export interface JsonPage {
  items: string[];
  /** The keys (as text) of the page's last item, in the order the query selects them; undefined on the last page. */
  last: string[] | undefined;
}

/**
 * A page answer's JSON: `{"items":[…],"next_cursor":…}`, with any further fields of the page
 * written after the cursor (e.g. `,"coin":"MDS"`).
 */
export function pageJson(items: readonly string[], nextCursor: string | null, moreFields = ''): string {
  return `{"items":[${items.join(',')}],"next_cursor":${JSON.stringify(nextCursor)}${moreFields}}`;
}

/**
 * Runs a page query answering `size + 1` rows in page order (one more, to know whether another
 * page follows), each the item's JSON then its sort keys.
 */
export async function readJsonPage(
  query: TextRowsQuery,
  page: { text: string; values: unknown[] },
  size: number,
): Promise<JsonPage> {
  return jsonPageOf(await query(page.text, page.values), size);
}

/**
 * The page of rows read already (`size + 1` at the most, in page order, each the item's JSON then
 * its sort keys): what readJsonPage answers, for a query that reads more than the page (e.g. the
 * activity feed's, which checks the session in the same statement).
 */
export function jsonPageOf(rows: readonly (string | null)[][], size: number): JsonPage {
  const shown = Math.min(rows.length, size);
  const items: string[] = new Array(shown);
  for (let i = 0; i < shown; i += 1) items[i] = rows[i]![0] ?? 'null';
  const lastRow = rows.length > size ? rows[size - 1] : undefined;
  return { items, last: lastRow?.slice(1).map((key) => key ?? '') };
}
