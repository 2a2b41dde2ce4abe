/*
 * Names for prepared statements (RawQuery's `name`): PostgreSQL plans a named statement once per
 * connection and reuses it. Hot list queries build their SQL text from validated filters (which
 * the planner must see as literals to pick an index), so each distinct text gets a name of its
 * own, up to a bound: past it, texts run unprepared (planned every time).
 */

const names = new Map<string, string>();
const MAX_STATEMENTS = 5_000;

/** The prepared statement name of an SQL text (the same text, the same name); undefined past the bound. */
export function statementName(prefix: string, text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) {
    name = `${prefix}_${names.size}`;
    names.set(text, name);
  }
  return name;
}
