/** A calendar month in UTC: [the 1st 00:00, the next month's 1st 00:00). */
export function monthRange(at: Date): { month: string; from: Date; to: Date } {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { month: from.toISOString().slice(0, 7), from, to };
}

/** The range of a `YYYY-MM` month. */
export function parseMonth(month: string): { month: string; from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number);
  return monthRange(new Date(Date.UTC(year!, m! - 1, 1)));
}
