import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { FILTER_OPTIONS, isSelected, marketHref } from '../filters.ts';
import { useOptionLabel } from './option-label.ts';

/** Fixed-price listings or NFT111 auctions: two tabs that keep the other filters and the sort. */
export function ModeTabs({ search }: { search: string }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  return (
    <nav aria-label={t('market.filter.mode')} className="mb-3">
      <ul className="inline-flex rounded-xl border border-ink-700 bg-ink-900 p-1">
        {FILTER_OPTIONS.mode.map((option) => {
          const selected = isSelected(option, search);
          return (
            <li key={option.key}>
              <Link
                to={marketHref(option, search)}
                aria-current={selected ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold transition ${selected ? 'bg-gold-400 text-ink-950' : 'text-mist hover:text-parchment'}`}
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
