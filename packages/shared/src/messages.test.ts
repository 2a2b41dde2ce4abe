import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from './messages.ts';

/** Every area file (messages-*.ts), found on disk so that a new area is checked without listing it here. */
const AREA_FILES = readdirSync(new URL('.', import.meta.url)).filter((name) =>
  /^messages-[\w-]+\.ts$/.test(name),
);

async function areas(): Promise<object[]> {
  const modules: Record<string, object>[] = await Promise.all(AREA_FILES.map((file) => import(`./${file}`)));
  return modules.flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('_MESSAGES'))
      .map(([, area]) => area),
  );
}

describe('messages', () => {
  it('has each key in one area file only (a key in two would silently replace the other text)', async () => {
    expect(AREA_FILES.length).toBeGreaterThanOrEqual(9);
    const keys = (await areas()).flatMap((area) => Object.keys(area));
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(keys.length);
  });

  it('writes placeholders as the web does, {{name}} (one format for every text)', () => {
    const single = Object.values(MESSAGES)
      .flatMap((texts) => Object.values(texts))
      .filter((text) => /(^|[^{])\{\w+\}(?!\})/.test(text));
    expect(single).toEqual([]);
  });

  it('fills a placeholder in the language asked for, and leaves a missing one showing', () => {
    expect(translate('withdrawBelowMinimum', 'en', { minimum: '5', coin: 'MDS' })).toBe(
      'The minimum withdrawal is 5 MDS',
    );
    expect(translate('withdrawBelowMinimum', 'tw', { minimum: '5' })).toBe('最低提現數量為 5 {{coin}}');
  });
});
