import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/translation.tsx';

/** A thin bar at the top while the next page (or its chunk) loads. */
export function NavProgress() {
  const { t } = useTranslation();
  if (useNavigation().state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-ink-800"
    >
      <div className="h-full w-2/5 motion-safe:animate-progress bg-gradient-to-r from-jade-400 via-gold-300 to-jade-400" />
    </div>
  );
}
