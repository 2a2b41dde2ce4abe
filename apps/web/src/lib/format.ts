/** A wallet address as its first 5 and last 4 characters (spec section 2): 0x123…abcd. */
export function shortenAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed.length <= 10) return trimmed;
  return `${trimmed.slice(0, 5)}…${trimmed.slice(-4)}`;
}

/** `url` when it is an absolute http(s) URL, else '' — server-provided links never run script. */
export function safeExternalUrl(url: string): string {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/**
 * One formatter per language, made on first use: building an Intl formatter costs far more than
 * formatting with it.
 */
function formatterCache<F>(make: (lang: string) => F): (lang: string) => F {
  const made = new Map<string, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) {
      formatter = make(lang);
      made.set(lang, formatter);
    }
    return formatter;
  };
}

const dateTimeFormat = formatterCache(
  (lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }),
);
const shortDateFormat = formatterCache(
  (lang) => new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' }),
);
const relativeTimeFormat = formatterCache((lang) => new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_ID = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The interface's own languages are formatted by hand, in local time: the page's first
 * Intl.DateTimeFormat loads ICU's calendar and time-zone data, 20–40 ms of CPU on a quiet machine
 * (hundreds under load) in the card page's start-up. Other languages use Intl.
 */
const handFormats: Record<string, { dateTime: (d: Date) => string; shortDate: (d: Date) => string }> = {
  'zh-Hant-TW': {
    dateTime: (d) =>
      `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`,
    shortDate: (d) => `${d.getMonth() + 1}月${d.getDate()}日`,
  },
  en: {
    dateTime: (d) =>
      `${MONTHS_EN[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${d.getHours() % 12 || 12}:${two(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`,
    shortDate: (d) => `${MONTHS_EN[d.getMonth()]} ${d.getDate()}`,
  },
  id: {
    dateTime: (d) =>
      `${d.getDate()} ${MONTHS_ID[d.getMonth()]} ${d.getFullYear()}, ${two(d.getHours())}.${two(d.getMinutes())}`,
    shortDate: (d) => `${d.getDate()} ${MONTHS_ID[d.getMonth()]}`,
  },
};

/** A date and time in the interface language's style: 2026/11/22 04:41 (tw), Nov 22, 2026, 4:41 AM (en). */
export function formatDateTime(at: string | number, lang: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return handFormats[lang]?.dateTime(date) ?? dateTimeFormat(lang).format(date);
}

/** A short date for chart axes: 11月22日 (tw), Nov 22 (en), 22 Nov (id). */
export function formatShortDate(at: string | number, lang: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return handFormats[lang]?.shortDate(date) ?? shortDateFormat(lang).format(date);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * A recent past moment relative to `now` ("5 minutes ago", "5 分鐘前"), up to a week back; older
 * (or future) moments as formatDateTime. '' for bad input.
 */
export function formatRecentTime(at: string | number, lang: string, now = Date.now()): string {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  // A few seconds ahead is clock skew between server and browser: still "now".
  let value = Math.round((now - time) / 1000);
  if (value < -60) return formatDateTime(at, lang);
  const format = relativeTimeFormat(lang);
  if (value < 10) return format.format(0, 'second');
  for (const [unit, size] of RELATIVE_STEPS) {
    if (value < size) return format.format(-value, unit);
    value = Math.floor(value / size);
  }
  return formatDateTime(at, lang);
}
