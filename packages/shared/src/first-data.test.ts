import { describe, expect, it } from 'vitest';
import { assetIdFrom } from './first-data.ts';

describe('assetIdFrom', () => {
  it('reads a positive whole id', () => {
    expect(assetIdFrom('3019')).toBe(3019);
    expect(assetIdFrom('9007199254740991')).toBe(9007199254740991);
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      '',
      '0',
      '-1',
      '1.5',
      '01',
      'abc',
      '12abc',
      '9007199254740993',
      '99999999999999999',
    ]) {
      expect(assetIdFrom(raw), String(raw)).toBeNull();
    }
  });
});
