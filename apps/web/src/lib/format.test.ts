import { describe, expect, it, vi } from 'vitest';
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

describe('dates in the interface languages', () => {
  // Local time, as the browser shows it.
  const morning = new Date(2026, 10, 22, 4, 41).getTime();
  const afternoon = new Date(2026, 0, 2, 16, 5).getTime();

  it('formats each language by hand', () => {
    expect(formatDateTime(morning, 'zh-Hant-TW')).toBe('2026/11/22 04:41');
    expect(formatDateTime(afternoon, 'zh-Hant-TW')).toBe('2026/01/02 16:05');
    expect(formatDateTime(morning, 'en')).toBe('Nov 22, 2026, 4:41 AM');
    expect(formatDateTime(afternoon, 'en')).toBe('Jan 2, 2026, 4:05 PM');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 5).getTime(), 'en')).toBe('Jan 2, 2026, 12:05 AM');
    expect(formatDateTime(morning, 'id')).toBe('22 Nov 2026, 04.41');
    expect(formatDateTime(afternoon, 'id')).toBe('2 Jan 2026, 16.05');
    expect(formatShortDate(morning, 'zh-Hant-TW')).toBe('11月22日');
    expect(formatShortDate(morning, 'en')).toBe('Nov 22');
    expect(formatShortDate(new Date(2026, 7, 3).getTime(), 'id')).toBe('3 Agu');
  });

  it('builds no Intl date formatter for them (its first one loads ICU data: a long task)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (const lang of ['zh-Hant-TW', 'en', 'id']) {
      formatDateTime(afternoon + 1, lang);
      formatShortDate(afternoon + 1, lang);
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
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
