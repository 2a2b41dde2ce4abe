import { ACTIVITY_CATEGORY_NAMES, type ActivityCategory } from '@yuanlong/shared/activities';
import { Link } from 'react-router';
import { chipStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const CHIPS = ['all', ...ACTIVITY_CATEGORY_NAMES] as const;

/** All / Trades / On-chain: links to ?category=…, so the choice is in the URL (back, reload, share). */
export function CategoryChips({ selected }: { selected: ActivityCategory | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('activity.filter.label')} className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2">
        {CHIPS.map((chip) => {
          const current = chip === (selected ?? 'all');
          return (
            <li key={chip} className="shrink-0">
              <Link
                to={{ search: chip === 'all' ? '' : `?category=${chip}` }}
                aria-current={current ? 'page' : undefined}
                className={chipStyles(current)}
              >
                {t(`activity.filter.${chip}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
