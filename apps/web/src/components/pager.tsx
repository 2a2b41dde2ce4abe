import { useTranslation } from '../lib/translation.tsx';
import { buttonStyles } from './button-styles.ts';

/** Previous / next page of a paged list, with "page n of m". */
export function Pager({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex items-center justify-center gap-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.prev')}
      </button>
      <span className="text-sm text-mist" aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
