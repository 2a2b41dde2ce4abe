import { LogoMark } from '../components/logo.tsx';
import { useTranslation } from '../lib/translation.tsx';

/** Shown while the first page chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 text-mist">
      <span className="motion-safe:animate-pulse">
        <LogoMark size={56} />
      </span>
      <span className="text-sm">{t('common.loading')}</span>
    </div>
  );
}
