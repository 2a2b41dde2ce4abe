import { type CardStatusName, cardStatusName } from '@yuanlong/shared/card-status';

/** What an asset's status reads as: a spec status code, idle (no status), or an unknown code. */
export type StatusLabel = CardStatusName | 'idle' | 'unknown';

/** The label of a status code (spec section 3); null is an idle asset. */
export function statusLabelOf(status: number | null): StatusLabel {
  if (status === null) return 'idle';
  return cardStatusName(status) ?? 'unknown';
}

/** Translation keys of the status labels. */
export const STATUS_TEXT = {
  inTeam: 'status.inTeam',
  onSale: 'status.onSale',
  locked: 'status.locked',
  chainConfirming: 'status.chainConfirming',
  saleConfirming: 'status.saleConfirming',
  cancelled: 'status.cancelled',
  bought: 'status.bought',
  forbidden: 'status.forbidden',
  idle: 'status.idle',
  unknown: 'status.unknown',
} as const satisfies Record<StatusLabel, string>;

/** Colour of each status: on sale green, waiting gold, blocked red, the rest quiet. */
export const STATUS_TONE: Record<StatusLabel, string> = {
  onSale: 'border-jade-400/50 bg-jade-400/15 text-jade-200',
  inTeam: 'border-sky-400/40 bg-sky-400/10 text-sky-200',
  locked: 'border-gold-400/50 bg-gold-400/10 text-gold-200',
  chainConfirming: 'border-gold-400/50 bg-gold-400/10 text-gold-200',
  saleConfirming: 'border-gold-400/50 bg-gold-400/10 text-gold-200',
  forbidden: 'border-ember-400/50 bg-ember-400/10 text-ember-100',
  cancelled: 'border-ink-600 bg-ink-800 text-mist',
  bought: 'border-ink-600 bg-ink-800 text-mist',
  idle: 'border-ink-600 bg-ink-800 text-mist',
  unknown: 'border-ink-600 bg-ink-800 text-mist',
};
