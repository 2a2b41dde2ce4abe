import { ACTIVITY_TYPES, type ActivityCategory, activityCodesOf } from '@yuanlong/shared/activities';
import type { Locale } from '@yuanlong/shared/locales';
import type { RawQuery } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';

const TAG = 'act';

/** The types' names in a language, by type code (the array index): a parameter of the query. */
const namesByCode = (locale: Locale): (string | null)[] => {
  const names: (string | null)[] = [];
  for (const type of Object.values(ACTIVITY_TYPES)) names[type.code] = type.names[locale];
  return Array.from(names, (name) => name ?? null);
};
const NAMES = new Map<Locale, (string | null)[]>();

/** An ISO 8601 UTC timestamp with milliseconds, as `Date.toISOString()` writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An entry as the feed's item (Activity, keys in its order), built by PostgreSQL: the page is
 * answered as the rows' JSON joined, never mapped and serialized again per request.
 */
const ITEM = `json_build_object(
  'id', id, 'type', type, 'name', coalesce(($1::text[])[type + 1], type::text),
  'assets_id', assets_id, 'amount', amount::text, 'two_amount', two_amount::text, 'fee', fee::text,
  'coin', coin, 'tokenid', token_id::text, 'nftname', nft_name, 'two_userid', two_user_id,
  'two_address', two_address, 'index_id', index_id, 'kind', kind, 'created_at', ${iso('created_at')}
)::text`;

/**
 * A user's activity feed, newest first, optionally of one category, as the JSON text of an
 * ActivityPage; `name` is the type's name in the caller's language.
 */
export async function listActivitiesJson(
  query: RawQuery,
  userId: number,
  q: { cursor?: string; size: number; category?: ActivityCategory },
  locale: Locale,
): Promise<string> {
  if (!NAMES.has(locale)) NAMES.set(locale, namesByCode(locale));
  const values: unknown[] = [NAMES.get(locale), userId, q.size + 1];
  let where = 'user_id = $2';
  if (q.cursor) {
    values.push(decodeCursor(q.cursor, TAG).id);
    where += ` and id < $${values.length}`;
  }
  if (q.category) {
    values.push(activityCodesOf(q.category));
    where += ` and type = any($${values.length}::smallint[])`;
  }
  const text = `select id, ${ITEM} as item from activities where ${where} order by id desc limit $3`;
  const rows = await query<{ id: number | string; item: string }>(text, values);
  const more = rows.length > q.size;
  if (more) rows.length = q.size;
  const last = rows[rows.length - 1];
  const next = more && last ? encodeCursor({ tag: TAG, id: Number(last.id) }) : null;
  let items = '';
  for (const row of rows) items += items ? `,${row.item}` : row.item;
  return `{"items":[${items}],"next_cursor":${JSON.stringify(next)}}`;
}
