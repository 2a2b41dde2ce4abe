import { marketListQuery } from '@yuanlong/shared/market';
import { describe, expect, it } from 'vitest';
import { fastMarketListQuery } from './list-query-fast.ts';

/** Values of each field, valid and not, and queries made of them. */
const VALUES: Record<string, (string | string[])[]> = {
  kind: ['hero', 'dragon', 'equipment', 'pet', 'stone', 'Hero', '', 'x'],
  camp: ['', '0', '1', '5', '6', '01', ' 1', '1.0', '1e0', '0x1', '-1', 'a', ['1', '2']],
  profession: ['2', '4', '5'],
  grade: ['3', '5', '6', '0'],
  element: ['1', '5', '9'],
  star: ['1', '7', '8', '0', ''],
  coin: ['MDS', 'BNB', 'ENFT', 'mds', ''],
  price_min: ['0', '100', '1'.repeat(78), '1'.repeat(79), '-1', '1.5', '', ' 1'],
  price_max: ['999', ''],
  sort: ['latest', 'price_asc', 'price_desc', 'PRICE_ASC', ''],
  cursor: ['bGF0ZXN0Li4xMjM', '', 'x'.repeat(200), 'x'.repeat(201)],
  size: ['1', '30', '60', '61', '0', '', '07', '1e1', '30.0', ['10', '20']],
  q: [
    '青龍',
    ' dragon ',
    '',
    '1000042',
    'x'.repeat(100),
    'x'.repeat(101),
    ` ${'x'.repeat(100)} `,
    ['a', 'b'],
  ],
  other: ['anything'],
};

function* queries(): Generator<Record<string, unknown>> {
  yield {};
  for (const [key, values] of Object.entries(VALUES)) for (const value of values) yield { [key]: value };
  const keys = Object.keys(VALUES);
  // Pairs and triples of fields, a few values each.
  for (let i = 0; i < keys.length; i += 1)
    for (let j = i + 1; j < keys.length; j += 1) {
      const [a, b] = [keys[i]!, keys[j]!];
      for (const va of VALUES[a]!.slice(0, 4))
        for (const vb of VALUES[b]!.slice(0, 4)) yield { [a]: va, [b]: vb };
      const c = keys[(j + 1) % keys.length]!;
      if (c !== a) yield { [a]: VALUES[a]![1], [b]: VALUES[b]![2], [c]: VALUES[c]![0] };
    }
}

describe('fastMarketListQuery', () => {
  it('parses what it takes exactly as the schema does, and leaves to the schema what it refuses', () => {
    let taken = 0;
    let total = 0;
    for (const query of queries()) {
      total += 1;
      const fast = fastMarketListQuery(query);
      const zod = marketListQuery.safeParse(query);
      if (fast === undefined) continue;
      taken += 1;
      expect({ query, parsed: zod.success ? zod.data : 'refused' }).toStrictEqual({ query, parsed: fast });
    }
    // It must take the plain queries (else it saves nothing): most of those made above are valid.
    expect(taken).toBeGreaterThan(total / 3);
    expect(fastMarketListQuery({ sort: 'price_asc', coin: 'BNB', grade: '5', size: '60' })).toEqual({
      sort: 'price_asc',
      coin: 'BNB',
      grade: 5,
      size: 60,
    });
  });
});
