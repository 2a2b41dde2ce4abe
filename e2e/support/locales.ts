import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const files = { tw: 'zh-TW.json', en: 'en.json', in: 'id.json' } as const;
export type Locale = keyof typeof files;

const cache = new Map<Locale, Record<string, unknown>>();

/**
 * A text of the web app in a locale, read from its locale file (keys may be nested or flat), with
 * `{{name}}` placeholders filled from `vars`.
 */
export function text(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  if (!cache.has(locale))
    cache.set(locale, JSON.parse(fs.readFileSync(path.join(dir, files[locale]), 'utf8')));
  const table = cache.get(locale)!;
  const value =
    key in table
      ? table[key]
      : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], table);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${files[locale]}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => String(vars[name] ?? all));
}
