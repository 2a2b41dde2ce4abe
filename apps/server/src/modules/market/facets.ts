import { gradeGroupOf } from '@yuanlong/shared/catalogue';

/*
 * A listing's classification, stored twice for the market's filters:
 * - `mask`, an int4 with one bit per value: kind 0–4 (bits 0–4), camp 1–5 (5–9), profession
 *   1–4 (10–13), grade group 1–5 (14–18), element 1–5 (19–23), star 1–7 (24–30). Tested inside
 *   the btree indexes while they are walked in page order (index-only, ~70 ns a row).
 * - `facets`, a smallint[] of tokens (kind + 10, camp + 20, profession + 30, grade group + 40,
 *   element + 50, star + 60) and one per pair of kind + camp (100 + kind × 10 + camp),
 *   profession + element (200 + …) and grade group + star (300 + …), and one for the full class
 *   when all six are known (1000 + …): PostgreSQL keeps statistics per token and a GIN index finds
 *   rare combinations directly from a few short posting lists (a full class from one).
 *   Kind, grade group and star are plain columns too (they lead indexes of their own).
 */

const OFFSETS = { kind: 0, camp: 4, profession: 9, gradeGroup: 13, element: 18, star: 23 } as const;
const TOKEN_BASE: Record<FacetName, number> = {
  kind: 10,
  camp: 20,
  profession: 30,
  gradeGroup: 40,
  element: 50,
  star: 60,
};
export type FacetName = keyof typeof OFFSETS;
export type Facets = Partial<Record<FacetName, number | null | undefined>>;

const present = (facets: Facets) =>
  (Object.keys(OFFSETS) as FacetName[]).filter((name) => facets[name] !== null && facets[name] !== undefined);

/** One bit per facet value given. */
export function facetBits(facets: Facets): number[] {
  return present(facets).map((name) => 1 << (OFFSETS[name] + facets[name]!));
}

/** The mask of a listing. */
export function facetMask(facets: Facets): number {
  return facetBits(facets).reduce((mask, bit) => mask | bit, 0);
}

/** Pairs of facets with a token of their own (base + first × 10 + second): each far rarer than its parts. */
const PAIRS = [
  { base: 100, first: 'kind', second: 'camp' },
  { base: 200, first: 'profession', second: 'element' },
  { base: 300, first: 'gradeGroup', second: 'star' },
] as const;

const pairToken = (pair: (typeof PAIRS)[number], facets: Facets) =>
  pair.base + facets[pair.first]! * 10 + facets[pair.second]!;

/**
 * The full class's token: every facet's value counted from its smallest, as digits of a mixed
 * radix (kind 5 values, camp 5, profession 4, grade group 5, element 5, star 7), so 1000–18499.
 */
const CLASS_BASE = 1000;
type ClassDigit = readonly [FacetName, number, number];
const CLASS_DIGITS: readonly [ClassDigit, ...ClassDigit[]] = [
  ['kind', 0, 5],
  ['camp', 1, 5],
  ['profession', 1, 4],
  ['gradeGroup', 1, 5],
  ['element', 1, 5],
  ['star', 1, 7],
];

const classToken = (facets: Facets) =>
  CLASS_BASE + CLASS_DIGITS.reduce((code, [name, min, count]) => code * count + facets[name]! - min, 0);

/** A listing's facet tokens: one per facet it has, one per pair of them, one for its full class. */
export function facetTokens(facets: Facets): number[] {
  const has = new Set(present(facets));
  const singles = [...has].map((name) => TOKEN_BASE[name] + facets[name]!);
  const pairs = PAIRS.filter((p) => has.has(p.first) && has.has(p.second)).map((p) => pairToken(p, facets));
  return has.size === CLASS_DIGITS.length
    ? [...singles, ...pairs, classToken(facets)]
    : [...singles, ...pairs];
}

/** True for a token of several facets (a pair or a full class): rare enough for the GIN index. */
export const isCombinedToken = (token: number) => token >= PAIRS[0].base;

/**
 * The fewest, rarest tokens a listing with the facets of a query has: the class's token when all
 * six are asked for (one list of a few entries), else a pair's token where both of its facets are
 * asked for (the GIN index then intersects a few short lists), otherwise the facet's own.
 */
export function queryTokens(facets: Facets): number[] {
  const has = new Set(present(facets));
  if (has.size === CLASS_DIGITS.length) return [classToken(facets)];
  const tokens: number[] = [];
  for (const pair of PAIRS) {
    if (!has.has(pair.first) || !has.has(pair.second)) continue;
    tokens.push(pairToken(pair, facets));
    has.delete(pair.first);
    has.delete(pair.second);
  }
  for (const name of has) tokens.push(TOKEN_BASE[name] + facets[name]!);
  return tokens.sort((a, b) => a - b);
}

/** The facets of an asset as stored on its listing. */
export function assetFacets(a: {
  kind: number;
  camp: number | null;
  profession: number | null;
  grade: number | null;
  element: number | null;
  star: number | null;
}): Facets {
  return {
    kind: a.kind,
    camp: a.camp,
    profession: a.profession,
    gradeGroup: a.grade === null ? null : gradeGroupOf(a.grade),
    element: a.element,
    star: a.star,
  };
}

/** The grade group (1–5) of an assets row `a`, in SQL. */
export function gradeGroupSql(a: string): string {
  const upTo = [5, 10, 15, 20].map((max, i) => `when ${a}.grade <= ${max} then ${i + 1}`).join(' ');
  return `(case ${upTo} when ${a}.grade is not null then 5 end)`;
}

const sqlColumns = (a: string): Record<FacetName, string> => ({
  kind: `${a}.kind`,
  camp: `${a}.camp`,
  profession: `${a}.profession`,
  gradeGroup: gradeGroupSql(a),
  element: `${a}.element`,
  star: `${a}.star`,
});

/** The mask of an assets row `a`, in SQL (for generated data); equal to facetMask(assetFacets(a)). */
export function facetMaskSql(a: string): string {
  const columns = sqlColumns(a);
  return (Object.keys(OFFSETS) as FacetName[])
    .map((name) => `coalesce(1 << (${OFFSETS[name]} + ${columns[name]}), 0)`)
    .join(' | ');
}

/** The facet tokens of an assets row `a`, in SQL; equal to facetTokens(assetFacets(a)). */
export function facetTokensSql(a: string): string {
  return facetTokensOfColumns(sqlColumns(a));
}

function facetTokensOfColumns(columns: Record<FacetName, string>): string {
  const singles = (Object.keys(TOKEN_BASE) as FacetName[]).map(
    (name) => `${TOKEN_BASE[name]} + ${columns[name]}`,
  );
  const pairs = PAIRS.map((p) => `${p.base} + ${columns[p.first]} * 10 + ${columns[p.second]}`);
  // Null when a facet is (a dragon's), like the other tokens: array_remove drops it.
  const [[first, firstMin], ...rest] = CLASS_DIGITS;
  const code = rest.reduce(
    (sum, [name, min, count]) => `(${sum}) * ${count} + ${columns[name]} - ${min}`,
    `${columns[first]} - ${firstMin}`,
  );
  const full = `${CLASS_BASE} + ${code}`;
  return `array_remove(array[${[...singles, ...pairs, full].join(', ')}]::smallint[], null)`;
}
