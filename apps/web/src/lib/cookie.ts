/** The value of a cookie, or '' when it is not set. */
export function readCookie(name: string): string {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return '';
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Over https the cookies are sent over TLS only. */
const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

/** Sets a site-wide cookie (path=/) that lasts a year unless `maxAgeS` says otherwise. */
export function writeCookie(name: string, value: string, maxAgeS = ONE_YEAR_S): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the token is read synchronously per request; the async Cookie Store API is not in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeS}; SameSite=Lax${secure()}`;
}

/** Removes a site-wide cookie. */
export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax${secure()}`;
}
