import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** The detail page while the asset loads: the picture and panels as placeholders. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr] lg:gap-8" aria-hidden="true">
        <div className="space-y-4">
          <div className="skeleton mx-auto aspect-[3/4] w-full max-w-[20rem] rounded-2xl lg:max-w-none" />
          <div className="skeleton h-32 rounded-2xl" />
        </div>
        <div className="space-y-4">
          <div className="skeleton h-9 w-1/2 rounded-lg" />
          <div className="skeleton h-20 rounded-2xl" />
          <div className="skeleton h-40 rounded-2xl" />
          <div className="skeleton h-40 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/**
 * No asset to show: the page's title and why (no id in the link, or no such asset), with the way
 * back to the market.
 */
export function DetailMissing({
  title,
  reason,
  onRetry,
}: {
  title: string;
  reason: 'noId' | 'notFound' | 'failed';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const text = { noId: 'asset.noId', notFound: 'asset.notFound', failed: 'asset.loadFailed' } as const;
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <div className="rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 px-6 py-14 text-center">
        <p className="font-display text-lg font-semibold text-gold-200">{t(text[reason])}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-5 mr-3`}>
            {t('chunk.retry')}
          </button>
        ) : null}
        <Link to="/marketplace" className={`${buttonStyles.secondary} mt-5`}>
          {t('asset.backToMarket')}
        </Link>
      </div>
    </div>
  );
}
