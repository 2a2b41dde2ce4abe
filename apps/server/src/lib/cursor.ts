import { AppError } from '../errors.ts';

/**
 * Opaque keyset cursors: the sort position of the last row of a page, base64url-encoded, with
 * a tag naming the ordering so a cursor cannot be replayed against another sort.
 */
export interface Position {
  /** The ordering the cursor belongs to. */
  tag: string;
  /** Sort value of the last row (a price in base units), when the order has one. */
  value?: string;
  id: number;
}

export function encodeCursor(position: Position): string {
  const parts = [position.tag, position.value ?? '', String(position.id)];
  return Buffer.from(parts.join('.'), 'utf8').toString('base64url');
}

/** The position of a cursor made for `tag`; a cursor that is malformed or for another order answers 400. */
export function decodeCursor(cursor: string, tag: string): Position {
  const [cursorTag, value, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (cursorTag !== tag || !id || !/^\d{1,18}$/.test(id) || !/^\d{0,78}$/.test(value ?? 'x')) {
    throw new AppError('invalidInput', 'cursorInvalid', { field: 'cursor' });
  }
  return { tag, value: value || undefined, id: Number(id) };
}

/** A page of rows read with `size + 1` in id order: the first `size`, and the cursor after them when there are more. */
export function idPage<T extends { id: number }>(
  rows: T[],
  size: number,
  tag: string,
): { shown: T[]; next_cursor: string | null } {
  const more = rows.length > size;
  const shown = more ? rows.slice(0, size) : rows;
  const last = shown[shown.length - 1];
  return { shown, next_cursor: more && last ? encodeCursor({ tag, id: last.id }) : null };
}
