import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HourglassIcon } from '../../../components/icons.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { FilterChips } from '../components/filter-chips.tsx';

const PLACEHOLDER_CARDS = 8;
const GRADE_GLOW = ['border-gold-400/40', 'border-jade-400/40', 'border-sky-400/30', 'border-fuchsia-400/30'];

/** The market — for now its filters and a preview of the card grid (listings come with the market issue). */
export function MarketplacePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div>
      <PageTitle eyebrow={t('market.eyebrow')}>{t('page.marketplace.title')}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          data-testid={TEST_IDS.marketFilters}
          aria-label={t('market.filters')}
          className="rounded-2xl border border-ink-700 bg-ink-900/80 p-4 lg:sticky lg:top-24 lg:self-start"
        >
          <FilterChips scope="market" search={search} />
        </aside>
        <section aria-labelledby="market-soon">
          <div
            data-testid={TEST_IDS.comingSoon}
            className="mb-4 flex items-center gap-3 rounded-2xl border border-gold-500/25 bg-gradient-to-r from-gold-400/10 to-jade-400/10 px-4 py-3"
          >
            <HourglassIcon className="shrink-0 text-gold-300" />
            <div>
              <h2 id="market-soon" className="font-semibold text-gold-100">
                {t('common.comingSoon')}
              </h2>
              <p className="text-sm text-mist">{t('market.comingSoonBody')}</p>
            </div>
          </div>
          <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder list
                key={i}
                className={`overflow-hidden rounded-2xl border bg-ink-900 ${GRADE_GLOW[i % GRADE_GLOW.length]}`}
              >
                <div className="skeleton aspect-[3/4]" />
                <div className="space-y-2 p-3">
                  <div className="skeleton h-3 w-2/3 rounded" />
                  <div className="skeleton h-4 w-1/2 rounded" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
