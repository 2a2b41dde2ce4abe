import { describe, expect, it } from 'vitest';
import { deviceKey, deviceOf, maskIp } from './device.ts';

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.110 Safari/537.36';
const CHROME_WIN_NEXT = CHROME_WIN.replace('120.0.6099.110', '121.0.6167.85');
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('devices', () => {
  it('reads browser, system and kind from a user agent', () => {
    expect(deviceOf(CHROME_WIN)).toEqual({ browser: 'Chrome 120', os: 'Windows 10', platform: 'desktop' });
    expect(deviceOf(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', os: 'iOS', platform: 'mobile' });
    expect(deviceOf('')).toEqual({ browser: '', os: '', platform: '' });
    expect(deviceOf('curl/8.0')).toEqual({ browser: '', os: '', platform: '' });
  });

  it('keys a device without versions: a browser update is the same device, a phone is another', () => {
    expect(deviceKey(CHROME_WIN_NEXT)).toBe(deviceKey(CHROME_WIN));
    expect(deviceKey(SAFARI_IPHONE)).not.toBe(deviceKey(CHROME_WIN));
  });

  it('masks the last part of an address', () => {
    expect(maskIp('203.0.113.77')).toBe('203.0.113.*');
    expect(maskIp('::ffff:198.51.100.4')).toBe('198.51.100.*');
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskIp('::1')).toBe('1:*');
    expect(maskIp('')).toBe('');
  });
});
