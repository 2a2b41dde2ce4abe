import { Link } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * Logo and the "Yuanlong Market" wordmark, linking home. `compact`: the wordmark only from the
 * sm breakpoint (a signed-in phone's top bar needs the room for the bell, cart and wallet).
 */
export function BrandLink({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('nav.home', { name: t('app.name') })}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      <LogoMark size={36} />
      <span aria-hidden="true" className={`${compact ? 'hidden sm:flex' : 'flex'} flex-col leading-none`}>
        <span className="font-display text-[1.05rem] font-bold tracking-wide text-gold-200">
          {t('app.wordmark')}
        </span>{' '}
        {/* The space keeps the visible text "Yuanlong Market", part of the link's name (WCAG 2.5.3). */}
        <span className="mt-0.5 text-[0.62rem] font-semibold tracking-[0.32em] text-jade-300 uppercase">
          {t('app.wordmarkSub')}
        </span>
      </span>
    </Link>
  );
}
