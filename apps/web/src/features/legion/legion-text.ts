/** i18n keys of the legion levels 1–4. */
export const LEVEL_KEYS = {
  1: 'legion.level.1',
  2: 'legion.level.2',
  3: 'legion.level.3',
  4: 'legion.level.4',
} as const;

export function levelKey(level: number) {
  return LEVEL_KEYS[(level >= 1 && level <= 4 ? level : 1) as 1 | 2 | 3 | 4];
}

/** A rate in basis points as a percentage: 600 → "6%", 250 → "2.5%". */
export function percent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = bps % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** YYYY-MM of a date in UTC, and the month before or after one. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  return monthOf(new Date(Date.UTC(year!, m! - 1 + by, 1)));
}
