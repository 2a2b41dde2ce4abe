import { CheckIcon, HourglassIcon, LockIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { ActivationView } from '../activation-view.ts';

/** The card's data-state: the server's state names, plus loading and unavailable. */
export function stateName(view: ActivationView): string {
  switch (view.kind) {
    case 'notActivated':
      return 'not_activated';
    default:
      return view.kind;
  }
}

const STYLE: Record<ActivationView['kind'], string> = {
  loading: 'border-ink-600 bg-ink-850 text-mist',
  unavailable: 'border-ink-600 bg-ink-850 text-mist',
  notActivated: 'border-ember-400/50 bg-ember-950/60 text-ember-100',
  activating: 'border-gold-400/50 bg-gold-400/10 text-gold-100',
  activated: 'border-jade-400/50 bg-jade-400/10 text-jade-100',
};

/** The activation state as a small pill: not activated, activating n/N, activated. */
export function StatePill({ view }: { view: ActivationView }) {
  const { t } = useTranslation();
  const label =
    view.kind === 'activating'
      ? t('activation.badgeProgress', { n: view.confirmations, total: view.required })
      : t(`activation.state.${view.kind}`);
  const Icon = view.kind === 'activated' ? CheckIcon : view.kind === 'activating' ? HourglassIcon : LockIcon;
  return (
    <span
      className={`inline-flex min-h-7 items-center gap-1.5 rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap tabular-nums ${STYLE[view.kind]}`}
    >
      <Icon width={14} height={14} className={view.kind === 'activating' ? 'animate-pulse' : ''} />
      {label}
    </span>
  );
}
