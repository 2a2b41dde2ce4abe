import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { setDrawerOpen } from '../../../lib/drawer.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  activeFilterCount,
  FILTER_GROUPS,
  FILTER_OPTIONS,
  type MarketFilters,
  marketHrefWith,
} from '../filters.ts';
import { FilterSelect } from './filter-bar.tsx';
import { GROUP_LABEL, useOptionLabel } from './option-label.ts';

/**
 * The phone's filter row (below md): "Filters" opens the drawer with every filter as chips, the
 * sort is a select, and each active filter is a pill that removes itself.
 */
export function MobileFilterBar({ filters, search }: { filters: MarketFilters; search: string }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const active = activeFilterCount(filters);
  // Kind shows in the tabs; the other chosen filters are pills.
  const chosen = FILTER_GROUPS.filter((g) => g !== 'sort' && g !== 'kind' && g !== 'mode' && filters[g]);
  return (
    <div className="mb-4 md:hidden">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className={`${buttonStyles.secondary} shrink-0`}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {t('market.filtersButton')}
          {active ? (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-jade-400 text-xs font-bold text-ink-950">
              {active}
            </span>
          ) : null}
        </button>
        <div className="min-w-0 flex-1">
          <FilterSelect group="sort" filters={filters} search={search} hideLabel />
        </div>
      </div>
      {chosen.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {chosen.map((group) => {
            const option = FILTER_OPTIONS[group].find((o) => o.value === filters[group]);
            const text = `${t(GROUP_LABEL[group])}: ${option ? label(option) : filters[group]}`;
            return (
              <li key={group}>
                <Link
                  to={marketHrefWith(search, group, '')}
                  aria-label={t('market.removeFilter', { filter: text })}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-jade-400/60 bg-jade-400/10 pr-2 pl-3 text-sm text-jade-100"
                >
                  {text}
                  <CloseIcon width={14} height={14} />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
