import { describe, expect, it } from 'vitest';
import { assetFacets, facetBits, facetMask, facetTokens, queryTokens } from './facets.ts';

describe('listing facets', () => {
  it('gives every classification value its own bit of a positive int4', () => {
    const bits = [
      ...[0, 1, 2, 3, 4].flatMap((kind) => facetBits({ kind })),
      ...[1, 2, 3, 4, 5].flatMap((camp) => facetBits({ camp })),
      ...[1, 2, 3, 4].flatMap((profession) => facetBits({ profession })),
      ...[1, 2, 3, 4, 5].flatMap((gradeGroup) => facetBits({ gradeGroup })),
      ...[1, 2, 3, 4, 5].flatMap((element) => facetBits({ element })),
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((star) => facetBits({ star })),
    ];
    expect(new Set(bits).size).toBe(31);
    expect(Math.max(...bits)).toBeLessThan(2 ** 31);
    expect(bits.reduce((a, b) => a | b, 0) >>> 0).toBe(2 ** 31 - 1);
  });

  it('packs an asset (a dragon has only its kind) and a token for each facet it has', () => {
    const hero = assetFacets({ kind: 0, camp: 2, profession: 3, grade: 24, element: 5, star: 7 });
    expect(hero.gradeGroup).toBe(5);
    expect(facetMask(hero)).toBe(1 | (1 << 6) | (1 << 12) | (1 << 18) | (1 << 23) | (1 << 30));
    // The class token: ((((0 × 5 + 1) × 4 + 2) × 5 + 4) × 5 + 4) × 7 + 6 = 1224 above 1000.
    expect(facetTokens(hero)).toEqual([10, 22, 33, 45, 55, 67, 102, 235, 357, 2224]);
    const dragon = assetFacets({
      kind: 4,
      camp: null,
      profession: null,
      grade: null,
      element: null,
      star: null,
    });
    expect(facetMask(dragon)).toBe(1 << 4);
    expect(facetTokens(dragon)).toEqual([14]);
  });

  it('gives every full class a token of its own, within a smallint', () => {
    const tokens = new Set<number>();
    for (const kind of [0, 1, 2, 3, 4])
      for (const camp of [1, 2, 3, 4, 5])
        for (const profession of [1, 2, 3, 4])
          for (const gradeGroup of [1, 2, 3, 4, 5])
            for (const element of [1, 2, 3, 4, 5])
              for (const star of [1, 2, 3, 4, 5, 6, 7]) {
                const facets = { kind, camp, profession, gradeGroup, element, star };
                const [token] = queryTokens(facets);
                expect(facetTokens(facets)).toContain(token);
                tokens.add(token!);
              }
    expect(tokens.size).toBe(5 * 5 * 4 * 5 * 5 * 7);
    expect(Math.min(...tokens)).toBe(1000);
    expect(Math.max(...tokens)).toBeLessThan(2 ** 15);
  });

  it('asks the GIN index for the class token, else a pair token where a query has both of its facets', () => {
    expect(queryTokens({ kind: 0, camp: 1, profession: 1, gradeGroup: 4, element: 5, star: 5 })).toEqual([
      1137,
    ]);
    expect(queryTokens({ kind: 0, camp: 1, profession: 1, gradeGroup: 4, element: 5 })).toEqual([
      44, 101, 215,
    ]);
    expect(queryTokens({ camp: 2, profession: 3, gradeGroup: 2 })).toEqual([22, 33, 42]);
    expect(queryTokens({ kind: 4 })).toEqual([14]);
  });
});
