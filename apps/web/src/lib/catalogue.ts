import {
  ASSET_KINDS,
  ASSET_LOCATIONS,
  type AssetKindName,
  CAMPS,
  ELEMENTS,
  type Names,
  PROFESSIONS,
} from '@yuanlong/shared/catalogue';
import { currentLocale } from './i18n.ts';
import { useTranslation } from './translation.tsx';

/*
 * Names of the game's classifications come from packages/shared (one table, three languages);
 * these helpers pick the interface language's name.
 */

const KIND_BY_CODE = new Map<number, AssetKindName>(
  Object.entries(ASSET_KINDS).map(([name, kind]) => [kind.code, name as AssetKindName]),
);

/** The kind name (hero, equip, pet, stone, dragon) of a kind code; hero for an unknown code. */
export function kindNameOf(code: number): AssetKindName {
  return KIND_BY_CODE.get(code) ?? 'hero';
}

/** True for a dragon (its own detail page and fields). */
export const isDragon = (kind: number) => kind === ASSET_KINDS.dragon.code;

const LOCATION_BY_CODE = new Map<number, Names>(Object.values(ASSET_LOCATIONS).map((l) => [l.code, l.names]));

/** Name tables by classification, for `useNames`. */
export const NAME_TABLES = {
  camp: CAMPS,
  profession: PROFESSIONS,
  element: ELEMENTS,
  kind: Object.fromEntries(Object.values(ASSET_KINDS).map((k) => [k.code, k.names])) as Record<number, Names>,
  location: Object.fromEntries(LOCATION_BY_CODE) as Record<number, Names>,
} as const;
export type NameTable = keyof typeof NAME_TABLES;

/** The name of a classification code in the interface language, or '' for none / unknown. */
export function classificationName(
  table: NameTable,
  code: number | null | undefined,
  locale = currentLocale(),
) {
  if (code === null || code === undefined) return '';
  return NAME_TABLES[table][code]?.[locale] ?? '';
}

/** `(table, code) => name` in the interface language; re-renders when the language changes. */
export function useNames() {
  // useTranslation re-renders on a language change; the locale is read from the same instance.
  useTranslation();
  const locale = currentLocale();
  return (table: NameTable, code: number | null | undefined) => classificationName(table, code, locale);
}

/** A shared name record (skills, dragon states, …) in the interface language. */
export function localName(names: Names | undefined, locale = currentLocale()): string {
  return names?.[locale] ?? '';
}
