import { describe, expect, it } from 'vitest';
import { assetNameIn } from './asset-names.ts';
import { classifySearch } from './market-search.ts';

describe('classifySearch', () => {
  it('reads digits (a leading # too, full-width as plain) as a token or asset number', () => {
    expect(classifySearch(' #0042 ')).toEqual({ by: 'number', number: '42' });
    expect(classifySearch('１２３')).toEqual({ by: 'number', number: '123' });
  });

  it('reads 0x and at least four hex digits as a seller address prefix, in lower case', () => {
    expect(classifySearch('0xAbCd')).toEqual({ by: 'seller', prefix: '0xabcd' });
    // Shorter prefixes would match most sellers: they are searched as names.
    expect(classifySearch('0xab')).toEqual({ by: 'name', names: ['0xab'] });
  });

  it('reads anything else as names: the text itself, then every game name it is part of in any language', () => {
    expect(classifySearch('Nine')).toEqual({ by: 'name', names: ['Nine', '九尾狐'] });
    expect(classifySearch('九尾狐')).toEqual({ by: 'name', names: ['九尾狐'] });
    expect(classifySearch('rubah')).toEqual({ by: 'name', names: ['rubah', '九尾狐', '火靈狐'] });
    expect(classifySearch('   ')).toBeUndefined();
  });
});

describe('assetNameIn', () => {
  it("gives a game name in the reader's language, and a name it does not know as it is", () => {
    expect(assetNameIn('青龍', 'en')).toBe('Azure Dragon');
    expect(assetNameIn('青龍', 'in')).toBe('Naga Biru');
    expect(assetNameIn('青龍', 'tw')).toBe('青龍');
    expect(assetNameIn('Custom', 'en')).toBe('Custom');
  });
});
