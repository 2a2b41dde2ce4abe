import { useId } from 'react';
import { Link } from 'react-router';
import { chipStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { FILTER_OPTIONS, type FilterGroup, isSelected, marketHref } from '../filters.ts';
import { GROUP_LABEL, useOptionLabel } from './option-label.ts';

/** The drawer's groups: the spec's skill, grade and sort first, then the other market filters. */
const DRAWER_GROUPS: readonly FilterGroup[] = [
  'skill',
  'grade',
  'sort',
  'kind',
  'camp',
  'profession',
  'star',
  'coin',
];

interface ChipsProps {
  /** The current query string: chips keep its other filters and show the chosen one. */
  search: string;
  onNavigate?: () => void;
}

function ChipGroup({ group, search, onNavigate }: ChipsProps & { group: FilterGroup }) {
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

/** The market filters as chips linking to /marketplace?val… (the mobile drawer's filters). */
export function FilterChips(props: ChipsProps) {
  return (
    <div className="flex flex-col gap-5">
      {DRAWER_GROUPS.map((group) => (
        <ChipGroup key={group} group={group} {...props} />
      ))}
    </div>
  );
}
