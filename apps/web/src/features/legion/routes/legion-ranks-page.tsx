import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ListEmpty } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useRanking } from '../api/get-ranking.ts';
import { LegionNav } from '../components/legion-nav.tsx';
import { monthOf, shiftMonth } from '../legion-text.ts';

/** The monthly ranking (UTC month): top 100 by points, and my own place. */
export function LegionRanksPage() {
  const { t } = useTranslation();
  const current = monthOf(new Date());
  const [month, setMonth] = useState(current);
  const { data, isPending } = useRanking(month);
  return (
    <div>
      <PageTitle>{t('page.legionRanks.title')}</PageTitle>
      <LegionNav />
      <div className="mb-4 flex items-center justify-between gap-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          {t('legion.rank.prevMonth')}
        </button>
        <span className="font-display text-lg font-semibold text-gold-200">
          {t('legion.rank.month', { month })}
        </span>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={month >= current}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          {t('legion.rank.nextMonth')}
        </button>
      </div>
      {data ? (
        <dl className="mb-4 flex items-center justify-between rounded-2xl border border-gold-500/40 bg-ink-900/70 px-4 py-3">
          <dt className="text-sm text-mist">{t('legion.rank.mine')}</dt>
          <dd className="font-display text-lg font-bold text-gold-100">
            {data.mine.rank === null
              ? t('legion.rank.unranked')
              : t('legion.rank.place', { rank: data.mine.rank })}
            <span className="ml-3 text-sm font-normal text-parchment">
              {t('legion.rank.points', { points: formatAmount(data.mine.points, 'MDS') })}
            </span>
          </dd>
        </dl>
      ) : null}
      <Section title={t('legion.rank.top')}>
        {isPending ? (
          <p className="py-6 text-center text-sm text-mist">{t('common.loading')}</p>
        ) : !data || data.list.length === 0 ? (
          <ListEmpty title={t('legion.rank.emptyTitle')} body={t('legion.rank.emptyBody')} />
        ) : (
          <ol className="divide-y divide-ink-700">
            {data.list.map((entry) => (
              <li key={entry.userid} className="flex items-center gap-3 py-2.5">
                <span
                  className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    entry.rank <= 3 ? 'bg-gold-400 text-ink-950' : 'bg-ink-700 text-parchment'
                  }`}
                >
                  {entry.rank}
                </span>
                <span className="min-w-0 flex-1 truncate text-parchment">{entry.name}</span>
                <span className="font-semibold text-gold-100">{formatAmount(entry.points, 'MDS')}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
