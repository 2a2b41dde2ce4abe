import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatRecentTime,
  formatShortDate,
  safeExternalUrl,
  shortenAddress,
} from './format.ts';

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

  it('keeps each language its own formatter (made once, reused)', () => {
    const at = '2026-11-22T04:41:01.333Z';
    const en = formatDateTime(at, 'en');
    const tw = formatDateTime(at, 'zh-TW');
    expect(tw).not.toBe(en);
    expect(formatDateTime(at, 'en')).toBe(en);
    expect(formatDateTime(at, 'zh-TW')).toBe(tw);
    expect(formatShortDate(at, 'zh-TW')).not.toBe(formatShortDate(at, 'en'));
  });
});

describe('formatRecentTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago a recent moment was, in the interface language', () => {
    expect(formatRecentTime(ago(3), 'en', now)).toBe('now');
    expect(formatRecentTime(ago(-20), 'en', now)).toBe('now');
    expect(formatRecentTime(ago(42), 'en', now)).toBe('42 seconds ago');
    expect(formatRecentTime(ago(5 * 60 + 10), 'en', now)).toBe('5 minutes ago');
    expect(formatRecentTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatRecentTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRecentTime(ago(3 * 86_400), 'zh-Hant-TW', now)).toBe('3 天前');
    expect(formatRecentTime(ago(2 * 3600), 'id', now)).toBe('2 jam yang lalu');
  });

  it('gives the date and time from a week back, for the future and nothing for bad input', () => {
    expect(formatRecentTime(ago(8 * 86_400), 'en', now)).toBe(formatDateTime(ago(8 * 86_400), 'en'));
    expect(formatRecentTime(ago(-3600), 'en', now)).toBe(formatDateTime(ago(-3600), 'en'));
    expect(formatRecentTime('not a date', 'en', now)).toBe('');
  });
});
