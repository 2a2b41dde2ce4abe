/** Card status codes, the spec's table (section 3). One place, used by server and web. */
export const CARD_STATUS = {
  inTeam: 0,
  onSale: 1,
  locked: 2,
  chainConfirming: 3,
  saleConfirming: 4,
  cancelled: 5,
  bought: 51,
  forbidden: 6,
} as const;

export type CardStatusName = keyof typeof CARD_STATUS;
export type CardStatusCode = (typeof CARD_STATUS)[CardStatusName];

const nameOfCode = new Map<number, CardStatusName>(
  Object.entries(CARD_STATUS).map(([name, code]) => [code, name as CardStatusName]),
);

/** The status name of a code, or undefined for a code the spec does not list. */
export function cardStatusName(code: number): CardStatusName | undefined {
  return nameOfCode.get(code);
}
