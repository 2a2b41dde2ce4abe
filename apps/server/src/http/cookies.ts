/**
 * The value of cookie `name` in a Cookie header, percent-decoded: the first one of that name;
 * undefined when there is none or its value cannot be decoded.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.length > 0) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
