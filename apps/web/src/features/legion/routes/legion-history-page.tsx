import { useState } from 'react';
import { ListEmpty } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/get-history.ts';
import { LegionNav } from '../components/legion-nav.tsx';
import { percent } from '../legion-text.ts';

/** Every point entry and claim, newest first, paged. */
export function LegionHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useHistory(page);
  return (
    <div>
      <PageTitle>{t('page.legionHistory.title')}</PageTitle>
      <LegionNav />
      <Section title={t('legion.history.title')}>
        {isPending ? (
          <p className="py-6 text-center text-sm text-mist">{t('common.loading')}</p>
        ) : !data || data.total === 0 ? (
          <ListEmpty title={t('legion.history.emptyTitle')} body={t('legion.history.emptyBody')} />
        ) : (
          <>
            <ul className="divide-y divide-ink-700">
              {data.list.map((entry) => (
                <li key={`${entry.kind}-${entry.id}`} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-parchment">
                      {entry.kind === 'claim'
                        ? t('legion.history.claim')
                        : t(entry.type === 1 ? 'legion.history.type1' : 'legion.history.type2')}
                    </p>
                    <p className="text-xs text-mist">
                      {entry.kind === 'points' && entry.spend !== null && entry.rate_bps !== null
                        ? t(entry.from ? 'legion.history.detailFrom' : 'legion.history.detail', {
                            spend: formatAmount(entry.spend, 'MDS'),
                            rate: percent(entry.rate_bps),
                            from: entry.from ?? '',
                          })
                        : null}{' '}
                      {formatDateTime(entry.created_at, currentLang())}
                    </p>
                  </div>
                  <span
                    className={`shrink-0 font-semibold ${entry.kind === 'claim' ? 'text-jade-300' : 'text-gold-100'}`}
                  >
                    {entry.kind === 'claim' ? '' : '+'}
                    {formatAmount(entry.amount, 'MDS')}
                    {entry.kind === 'claim' ? ' MDS' : ''}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={page} limit={HISTORY_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </Section>
    </div>
  );
}
