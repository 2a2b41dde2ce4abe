/** The asset id of a detail link (`?id=123`): a positive whole number, or null. */
export function assetIdFrom(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
