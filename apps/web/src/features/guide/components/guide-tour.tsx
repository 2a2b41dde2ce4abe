import { useEffect } from 'react';
import { OnDemand } from '../../../components/on-demand.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { guideFlag, shouldOpenGuide } from '../guide-state.ts';

const loadDialog = () => import('./guide-dialog.tsx').then((m) => m.GuideDialog);
const close = () => guideFlag.set(false);

/**
 * The new-user guide: opened by itself on a first visit and from the footer's "New-user guide"
 * at any time; its dialog is fetched when it first opens.
 */
export function GuideTour() {
  const open = guideFlag.useOpen();
  useEffect(() => {
    if (shouldOpenGuide()) guideFlag.set(true);
  }, []);
  return <OnDemand open={open} load={loadDialog} props={{}} onFailed={close} />;
}

/** "New-user guide" (the footer): opens the tour again. */
export function GuideButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => guideFlag.set(true)}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm text-mist transition hover:bg-white/5 hover:text-gold-200"
    >
      {t('guide.open')}
    </button>
  );
}
