import type { WithdrawalState } from '@yuanlong/shared/withdraw';
import { AlertIcon, CheckIcon, HourglassIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

const STYLE: Record<WithdrawalState, string> = {
  held: 'border-gold-400/50 bg-gold-400/10 text-gold-100',
  queued: 'border-gold-400/50 bg-gold-400/10 text-gold-100',
  sent: 'border-gold-400/50 bg-gold-400/10 text-gold-100',
  paid: 'border-jade-400/50 bg-jade-400/10 text-jade-100',
  failed: 'border-ember-400/50 bg-ember-950/60 text-ember-100',
  refused: 'border-ember-400/50 bg-ember-950/60 text-ember-100',
};

/** A withdrawal's state as a small pill: queued, on the chain, paid, failed. */
export function WithdrawalStatePill({ state }: { state: WithdrawalState }) {
  const { t } = useTranslation();
  const Icon =
    state === 'paid' ? CheckIcon : state === 'failed' || state === 'refused' ? AlertIcon : HourglassIcon;
  return (
    <span
      className={`inline-flex min-h-7 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap ${STYLE[state]}`}
    >
      <Icon width={14} height={14} className={state === 'sent' ? 'animate-pulse' : ''} />
      {t(`withdraw.state.${state}`)}
    </span>
  );
}
