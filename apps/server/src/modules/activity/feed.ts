import { ACTIVITY_TYPES, type ActivityCategory, activityCodesOf } from '@yuanlong/shared/activities';
import type { Locale } from '@yuanlong/shared/locales';
import type { TextRowsQuery } from '../../db/client.ts';
import { jsonPageOf, pageJson } from '../../db/json-page.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';

const TAG = 'act';

/** An SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The types' names in a language as JSON strings, by type code (index code + 1), as an SQL array
 * constant: the planner folds it once, a page looks each row's name up in it.
 */
const namesSql = (locale: Locale): string => {
  const names: string[] = [];
  for (const type of Object.values(ACTIVITY_TYPES)) names[type.code] = JSON.stringify(type.names[locale]);
  return `array[${Array.from(names, (name) => (name === undefined ? 'null' : literal(name))).join(',')}]::text[]`;
};
const NAMES = new Map<Locale, string>();

/**
 * An entry as the feed's item (Activity, keys in its order): id, type and the type's name in the
 * caller's language (its code as text for a type without one), then the rest stored with the row.
 */
const itemSql = (locale: Locale) =>
  `'{"id":' || id || ',"type":' || type || ',"name":' || coalesce((${NAMES.get(locale)})[type + 1], '"' || type || '"') || item_tail`;

export interface FeedPage {
  /** The session's user; undefined when the token names no live session (nothing else is read). */
  userId: number | undefined;
  /** The JSON of an ActivityPage (the items as PostgreSQL's text). */
  json: string;
}

/**
 * The feed of the user whose live session has the token hash, newest first, optionally of one
 * category, in ONE statement: the session lookup (revoked or expired ones are not live) and the
 * page's rows (each entry's item JSON), read as text and joined here (db/json-page.ts).
 * `cursorId` is the decoded cursor.
 */
export async function feedOfSession(
  textRows: TextRowsQuery,
  tokenHash: string,
  now: Date,
  q: { cursorId?: number; size: number; category?: ActivityCategory },
  locale: Locale,
): Promise<FeedPage> {
  if (!NAMES.has(locale)) NAMES.set(locale, namesSql(locale));
  const values: unknown[] = [tokenHash, now];
  let where = 'user_id = s.user_id';
  if (q.cursorId !== undefined) {
    values.push(q.cursorId);
    where += ` and id < $${values.length}`;
  }
  if (q.category) where += ` and type = any('{${activityCodesOf(q.category).join(',')}}'::smallint[])`;
  const page = `select ${itemSql(locale)} as item, id, id::text as key from activities where ${where} order by id desc limit ${q.size + 1}`;
  const text = `select p.item, p.key, s.user_id::text
from (select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2) s
left join lateral (${page}) p on true order by p.id desc`;
  const rows = await textRows(text, values);
  if (rows.length === 0) return { userId: undefined, json: '' };
  const userId = Number(rows[0]![2]);
  // A live session answers one row at least: its entries', or one of nulls when it has none.
  const entries = rows[0]![0] === null ? [] : rows;
  const read = jsonPageOf(entries, q.size);
  const next = read.last ? encodeCursor({ tag: TAG, id: Number(read.last[0]) }) : null;
  return { userId, json: pageJson(read.items, next) };
}

/** The id a feed cursor continues after (throws the 400 of a malformed cursor). */
export const feedCursorId = (cursor: string) => decodeCursor(cursor, TAG).id;
