import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../../components/select-field.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  activeFilterCount,
  clearedMarketHref,
  FILTER_OPTIONS,
  type FilterGroup,
  type MarketFilters,
  marketHrefWith,
} from '../filters.ts';
import { GROUP_LABEL, useOptionLabel } from './option-label.ts';

// The filters shown as selects; kinds are tabs and the sort sits beside them (market-toolbar).
const SELECT_GROUPS: readonly FilterGroup[] = ['camp', 'profession', 'skill', 'grade', 'star', 'coin'];

/** The URL's query string as the address bar has it now; `rendered` where there is no window. */
function latestSearch(rendered: string): string {
  return typeof window === 'undefined' ? rendered : window.location.search;
}

/**
 * One filter as a select; choosing pushes the new URL, so back and forward walk the choices.
 * The new URL starts from the address bar's, not the render's `search`: the router renders a
 * navigation in a transition, so a second choice made before the first one's render commits
 * would otherwise drop the first (coin, then sort at once, kept only the sort).
 */
export function FilterSelect({
  group,
  filters,
  search,
  hideLabel,
}: {
  group: FilterGroup;
  filters: MarketFilters;
  search: string;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = useOptionLabel();
  return (
    <SelectField
      label={t(GROUP_LABEL[group])}
      hideLabel={hideLabel}
      value={filters[group]}
      onChange={(event) => navigate(marketHrefWith(latestSearch(search), group, event.target.value))}
      options={FILTER_OPTIONS[group].map((o) => ({ value: o.value, label: label(o) }))}
    />
  );
}

/** The desktop filter bar (md and up): the filters other than kind and sort, and "clear". */
export function FilterBar({ filters, search }: { filters: MarketFilters; search: string }) {
  const { t } = useTranslation();
  const active = activeFilterCount(filters);
  return (
    <section
      aria-label={t('market.filters')}
      className="mb-6 hidden rounded-2xl border border-ink-700 bg-ink-900/80 p-4 md:block"
    >
      <div className="grid grid-cols-3 gap-3 lg:grid-cols-6">
        {SELECT_GROUPS.map((group) => (
          <FilterSelect key={group} group={group} filters={filters} search={search} />
        ))}
      </div>
      {active > 0 ? (
        <div className="mt-2 -mb-1 flex justify-end">
          <Link
            to={clearedMarketHref(filters)}
            className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm text-jade-300 hover:bg-white/5 hover:text-jade-200"
          >
            {t('market.clearFilters', { count: active })}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
