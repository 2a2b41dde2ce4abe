import { describe, expect, it } from 'vitest';
import { distinctNames } from './distinct-names.ts';

describe('distinctNames', () => {
  it('keeps a name no other picked asset has', () => {
    expect([
      ...distinctNames([
        { id: 1, name: 'Azure Dragon' },
        { id: 2, name: 'Jade Pet' },
      ]).values(),
    ]).toEqual(['Azure Dragon', 'Jade Pet']);
  });

  it('adds the number to every asset whose name another picked asset shares', () => {
    const names = distinctNames([
      { id: 12, name: 'Azure Dragon' },
      { id: 7, name: 'Jade Pet' },
      { id: 30, name: 'Azure Dragon' },
    ]);
    expect(names.get(12)).toBe('Azure Dragon #12');
    expect(names.get(30)).toBe('Azure Dragon #30');
    expect(names.get(7)).toBe('Jade Pet');
  });

  it('names an asset without a name by its number', () => {
    expect(distinctNames([{ id: 5, name: '' }]).get(5)).toBe('#5');
  });
});
