const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/** Class names of the app's buttons (and links that look like buttons). */
export const buttonStyles = {
  primary: `${base} bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_0_24px_-6px] shadow-gold-400/60 hover:from-gold-200 hover:to-gold-400`,
  secondary: `${base} border border-gold-500/40 bg-ink-850 text-gold-200 hover:border-gold-400 hover:bg-ink-800`,
  ghost: `${base} text-parchment hover:bg-white/5`,
  danger: `${base} bg-ember-500 text-ink-950 hover:bg-ember-400`,
  icon: 'inline-flex size-11 items-center justify-center rounded-xl text-parchment transition hover:bg-white/5 hover:text-gold-200',
} as const;

/** Class names of a filter chip; `selected` shows the chosen one. */
export function chipStyles(selected: boolean): string {
  const shared = 'inline-flex min-h-9 items-center rounded-full border px-3 text-sm transition';
  return selected
    ? `${shared} border-jade-400 bg-jade-400/15 text-jade-200`
    : `${shared} border-ink-600 bg-ink-850 text-mist hover:border-gold-500/60 hover:text-parchment`;
}

/**
 * A small action under a balance (Deposit, Withdraw): `busy` while its flow runs (it shows the
 * progress instead of its name).
 */
export function balanceActionStyles(busy: boolean): string {
  const shared =
    'inline-flex min-h-9 w-full min-w-0 items-center justify-center gap-1.5 rounded-lg border px-2 text-xs ' +
    'font-semibold transition focus-visible:outline-2 focus-visible:outline-gold-300';
  return busy
    ? `${shared} border-gold-400/50 bg-gold-400/10 text-gold-100`
    : `${shared} border-gold-500/40 bg-ink-900 text-gold-200 hover:border-gold-400 hover:bg-ink-800`;
}
