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
