import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chipStyles } from '../../../components/button-styles.ts';
import { filterChipId } from '../../../lib/test-ids.ts';
import { FILTER_OPTIONS, type FilterGroup, type FilterOption, isSelected, marketHref } from '../filters.ts';

const GROUP_LABEL = {
  skill: 'market.filter.skill',
  grade: 'market.filter.grade',
  sort: 'market.filter.sort',
} as const satisfies Record<FilterGroup, string>;

const OPTION_LABEL = {
  all: 'market.skill.all',
  fire: 'market.skill.fire',
  ice: 'market.skill.ice',
  wind: 'market.skill.wind',
  light: 'market.skill.light',
  dark: 'market.skill.dark',
  latest: 'market.sort.latest',
  'price-asc': 'market.sort.priceAsc',
  'price-desc': 'market.sort.priceDesc',
} as const;

function useOptionLabel() {
  const { t } = useTranslation();
  return (option: FilterOption): string => {
    if (option.group === 'grade') {
      const [from = '', to = ''] = option.key.split('-');
      return t('market.grade.range', { from, to });
    }
    return t(OPTION_LABEL[option.key as keyof typeof OPTION_LABEL]);
  };
}

interface ChipsProps {
  scope: 'drawer' | 'market';
  /** The current query string: chips keep its other filters and show the selected one. */
  search: string;
  onNavigate?: () => void;
}

function ChipGroup({ group, scope, search, onNavigate }: ChipsProps & { group: FilterGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = useOptionLabel();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-xs font-semibold tracking-widest text-gold-300 uppercase">
        {t(GROUP_LABEL[group])}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {FILTER_OPTIONS[group].map((option) => {
          const selected = isSelected(option, search);
          return (
            <li key={option.key}>
              <Link
                to={marketHref(option, search)}
                data-testid={filterChipId(scope, group, option.key)}
                aria-current={selected ? 'true' : undefined}
                onClick={onNavigate}
                className={chipStyles(selected)}
              >
                {label(option)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The market filters (skill, grade, sort) as chips linking to /marketplace?val…. */
export function FilterChips(props: ChipsProps) {
  return (
    <div className="flex flex-col gap-5">
      {(['skill', 'grade', 'sort'] as const).map((group) => (
        <ChipGroup key={group} group={group} {...props} />
      ))}
    </div>
  );
}
