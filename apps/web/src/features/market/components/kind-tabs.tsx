import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { chipStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { FILTER_OPTIONS, isSelected, marketHref } from '../filters.ts';
import { useOptionLabel } from './option-label.ts';

/** The asset kinds as tabs (all, hero cards, equipment, pets, spirit stones, dragons): links to the view. */
export function KindTabs({ search, className = '' }: { search: string; className?: string }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const ref = useRef<HTMLElement>(null);
  const chosenKey = FILTER_OPTIONS.kind.find((o) => isSelected(o, search))?.key;
  // On a narrow screen the chosen tab may sit past the edge: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen tab changes
  useEffect(() => {
    const nav = ref.current;
    const chosen = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (nav && chosen && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = chosen.offsetLeft - (nav.clientWidth - chosen.offsetWidth) / 2;
    }
  }, [chosenKey]);
  return (
    <nav ref={ref} aria-label={t('market.filter.kind')} className={className}>
      <ul className="flex gap-2">
        {FILTER_OPTIONS.kind.map((option) => {
          const selected = isSelected(option, search);
          return (
            <li key={option.key} className="shrink-0">
              <Link
                to={marketHref(option, search)}
                aria-current={selected ? 'true' : undefined}
                className={`${chipStyles(selected)} min-h-10 px-4`}
              >
                {label(option)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
