import Bowser from 'bowser';

/** What a user agent says of the device: browser and system (with major versions) and its kind. */
export interface Device {
  browser: string;
  os: string;
  /** desktop, mobile, tablet, tv, bot, or '' when unknown. */
  platform: string;
}

const major = (version: string | undefined) => (version ? ` ${version.split('.')[0]}` : '');

/** The device a user agent names ('' parts when it says nothing readable). */
export function deviceOf(userAgent: string): Device {
  if (!userAgent.trim()) return { browser: '', os: '', platform: '' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name ? `${parsed.browser.name}${major(parsed.browser.version)}` : '',
    os: parsed.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}` : '',
    platform: parsed.platform.type ?? '',
  };
}

/**
 * A device as new-device mails compare it: browser, system and kind without versions, so an
 * update of the browser is not a new device. '' for a user agent that says nothing.
 */
export function deviceKey(userAgent: string): string {
  if (!userAgent.trim()) return '';
  const parsed = Bowser.parse(userAgent);
  return [parsed.browser.name ?? '', parsed.os.name ?? '', parsed.platform.type ?? '']
    .join('|')
    .toLowerCase();
}

/** An address with its last part hidden: 203.0.113.* or 2001:db8:85a3:*. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter((g) => g !== '');
    return `${groups.slice(0, 3).join(':')}:*`;
  }
  return ip ? '*' : '';
}
