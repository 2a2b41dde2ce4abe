import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate, safeExternalUrl, shortenAddress } from './format.ts';

describe('shortenAddress', () => {
  it('keeps the first 5 and last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x123…abcd');
  });

  it('leaves short strings alone and trims spaces', () => {
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress(' 0x12345678 ')).toBe('0x12345678');
  });
});

describe('safeExternalUrl', () => {
  it('accepts http and https URLs', () => {
    expect(safeExternalUrl('https://t.me/yuanlong')).toBe('https://t.me/yuanlong');
    expect(safeExternalUrl('http://example.com/app.apk')).toBe('http://example.com/app.apk');
  });

  it('rejects script, relative and empty values', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBe('');
    expect(safeExternalUrl('/download')).toBe('');
    expect(safeExternalUrl('')).toBe('');
  });
});

describe('dates', () => {
  it('formats in the interface language and tolerates bad input', () => {
    const at = '2026-11-22T04:41:01.333Z';
    expect(formatDateTime(at, 'en')).toMatch(/2026/);
    expect(formatShortDate(at, 'en')).toMatch(/Nov/);
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
