import type { BytesQuery } from './client.ts';

/*
 * A keyset page of rows that carry their answer's JSON already (e.g. the market's `card`), read
 * as bytes (Database.bytes): each item's UTF-8 JSON as PostgreSQL sent it, never decoded into a
 * JavaScript string, never parsed or serialized again, joined with commas into the answer.
 * (Having PostgreSQL join the page with string_agg cost the database more than it saved here.)
 */

/** A page read with readBytesPage: its items' JSON with commas between, and the last item's keys when another page follows. */
export interface BytesPage {
  items: Buffer[];
  /** The keys (as text) of the page's last item, in the order the query selects them; undefined on the last page. */
  last: string[] | undefined;
}

const COMMA = Buffer.from(',');
const ITEMS_OPEN = Buffer.from('{"items":[');

/**
 * A page answer's JSON in parts to send as they are: `{"items":[…],"next_cursor":…}`, with any
 * further fields of the page written after the cursor (e.g. `,"coin":"MDS"`).
 */
export function pageJsonParts(
  items: readonly Buffer[],
  nextCursor: string | null,
  moreFields = '',
): (Buffer | string)[] {
  return [ITEMS_OPEN, ...items, `],"next_cursor":${JSON.stringify(nextCursor)}${moreFields}}`];
}

/**
 * Runs a page query (prepared when `prepare`) answering `size + 1` rows in page order (one more,
 * to know whether another page follows), each the item's JSON then its sort keys.
 */
export async function readBytesPage(
  query: BytesQuery,
  page: { text: string; values: unknown[]; prepare: boolean },
  size: number,
): Promise<BytesPage> {
  return bytesPageOf(await query(page.text, page.values, page.prepare), size);
}

/**
 * The page of rows read already (`size + 1` at the most, in page order, each the item's JSON then
 * its sort keys): what readBytesPage answers, for a query that reads more than the page (e.g. the
 * activity feed's, which checks the session in the same statement).
 */
export function bytesPageOf(rows: readonly (Buffer | null)[][], size: number): BytesPage {
  const shown = Math.min(rows.length, size);
  const items: Buffer[] = [];
  for (let i = 0; i < shown; i += 1) {
    if (i > 0) items.push(COMMA);
    items.push(rows[i]![0] ?? Buffer.from('null'));
  }
  const lastRow = rows.length > size ? rows[size - 1] : undefined;
  return { items, last: lastRow?.slice(1).map((key) => (key ? key.toString('utf8') : '')) };
}
