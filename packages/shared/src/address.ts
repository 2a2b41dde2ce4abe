/** An address shortened as the spec shows it: the first 5 and the last 4 characters (`0x123…abcd`). */
export function shortAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.length <= 10 ? trimmed : `${trimmed.slice(0, 5)}…${trimmed.slice(-4)}`;
}
