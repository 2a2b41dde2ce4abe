import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { useActivationView } from '../use-activation-view.ts';
import { StatePill } from './state-pill.tsx';

/** The account's activation in the account area: a pill that leads to the activation card. */
export function ActivationBadge() {
  const { t } = useTranslation();
  const { view } = useActivationView();
  // While the state loads its place is kept, so the account pages under it do not move down
  // when it arrives (a layout shift, Lighthouse).
  if (view.kind === 'loading') return <span aria-hidden="true" className="block min-h-11" />;
  if (view.kind === 'unavailable') return null;
  const state = t(`activation.state.${view.kind}`);
  return (
    <Link
      to="/accountAccount#activation"
      aria-label={t('activation.badgeLabel', { state })}
      className="inline-flex min-h-11 items-center self-start rounded-full focus-visible:outline-2 focus-visible:outline-gold-300"
    >
      <StatePill view={view} />
    </Link>
  );
}
