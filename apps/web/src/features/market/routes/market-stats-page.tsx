import { ALL_NAME, ASSET_KINDS, GRADE_GROUPS } from '@yuanlong/shared/catalogue';
import { COINS } from '@yuanlong/shared/coins';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { type CollectionStats, STATS_PERIODS, type StatsPeriod } from '@yuanlong/shared/market-stats';
import { Link, useSearchParams } from 'react-router';
import { chipStyles } from '../../../components/button-styles.ts';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { localName } from '../../../lib/catalogue.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMarketStats } from '../api/get-market-stats.ts';
import { useStatsHistory } from '../api/get-stats-history.ts';
import { StatsChart } from '../components/stats-chart.tsx';
import StatsStrip from '../components/stats-strip.tsx';
import { StatsTable } from '../components/stats-table.tsx';
import { collectionOf } from '../stats.ts';
import { useStatsTexts } from '../stats-texts.ts';

const KINDS = Object.keys(ASSET_KINDS) as (keyof typeof ASSET_KINDS)[];
const pick = <T extends string>(value: string | null, from: readonly T[], fallback: T): T =>
  from.includes(value as T) ? (value as T) : fallback;

/**
 * /marketplace/stats: the market's collections in a table (the whole market and each kind, or one
 * kind and its grade groups), in one coin and one period, and the chosen collection's daily volume
 * as a chart. Kind, grade, coin and period live in the URL (the market's strip links here).
 */
export function MarketStatsPage() {
  const { t } = useTranslation();
  const { ready, ft } = useStatsTexts();
  const [params, setParams] = useSearchParams();
  const kind = pick(params.get('kind'), KINDS, '' as (typeof KINDS)[number]);
  const grade = kind && kind !== 'dragon' ? pick(params.get('grade'), ['1', '2', '3', '4', '5'], '') : '';
  const coin = pick(params.get('coin'), COINS, MARKET_DEFAULT_COIN);
  const period = pick(params.get('period'), STATS_PERIODS, '24h' as StatsPeriod);
  const stats = useMarketStats();
  const history = useStatsHistory({ kind, grade }, 30);
  const set = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  const nameOf = (row: CollectionStats) => {
    if (row.kind === null) return ft('market.stats.all');
    if (row.grade === null) return localName(ASSET_KINDS[row.kind].names);
    const [from, to] = GRADE_GROUPS[row.grade]!;
    return t('market.grade.range', { from, to });
  };
  const rows = stats.data
    ? stats.data.collections.filter((c) => (kind ? c.kind === kind : c.grade === null))
    : [];
  const picked = stats.data ? collectionOf(stats.data, { kind, grade }) : undefined;
  const empty = rows.every(
    (r) => r.listed === 0 && r.owners === 0 && r.periods.every((p) => p.sales + p.sales_before === 0),
  );
  if (!ready) return <div className="skeleton h-96 rounded-xl" />;
  return (
    <div>
      <PageTitle eyebrow={t('market.eyebrow')}>{ft('market.stats.title')}</PageTitle>
      <Link
        to="/marketplace"
        className="mb-4 inline-flex min-h-11 items-center text-sm text-gold-200 hover:text-gold-100"
      >
        ← {ft('market.stats.back')}
      </Link>
      <nav
        aria-label={ft('market.stats.kind')}
        className="-mx-4 mb-3 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0"
      >
        <ul className="flex gap-2">
          {['', ...KINDS].map((k) => (
            <li key={k || 'all'} className="shrink-0">
              <button
                type="button"
                aria-current={k === kind ? 'true' : undefined}
                onClick={() => set({ kind: k, grade: '' })}
                className={`${chipStyles(k === kind)} min-h-10 px-4`}
              >
                {k ? localName(ASSET_KINDS[k as keyof typeof ASSET_KINDS].names) : localName(ALL_NAME)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
        <Chips
          label={ft('market.stats.period')}
          options={STATS_PERIODS}
          value={period}
          name={(p) => ft(`market.stats.period.${p}`)}
          onPick={(p) => set({ period: p === '24h' ? '' : p })}
        />
        <Chips
          label={ft('market.stats.coin')}
          options={COINS}
          value={coin}
          name={(c) => c}
          onPick={(c) => set({ coin: c === MARKET_DEFAULT_COIN ? '' : c })}
        />
      </div>
      {stats.isPending ? (
        <ListLoading>
          <div className="skeleton h-72 rounded-xl" />
        </ListLoading>
      ) : stats.isError ? (
        <ListError
          title={ft('market.stats.errorTitle')}
          body={ft('market.stats.errorBody')}
          onRetry={() => stats.refetch()}
          pending={stats.isFetching}
        />
      ) : empty ? (
        <ListEmpty title={ft('market.stats.emptyTitle')} body={ft('market.stats.emptyBody')} />
      ) : (
        <div className="flex flex-col gap-5">
          {/* The chosen collection at a glance, as the market shows it (its module also carries what both share). */}
          <StatsStrip filters={{ kind, grade, coin }} link={false} />
          <StatsTable
            rows={rows}
            coin={coin}
            period={period}
            picked={picked}
            nameOf={nameOf}
            onPick={(row) =>
              set({ kind: row.kind ?? '', grade: row.grade === null ? '' : String(row.grade) })
            }
          />
          {history.data ? (
            <StatsChart history={history.data} coin={coin} />
          ) : (
            <div className={`h-56 rounded-xl ${history.isError ? 'bg-ink-900/60' : 'skeleton'}`} />
          )}
          <p className="text-xs text-mist">
            {ft('market.stats.note')}{' '}
            {ft('market.stats.asOf', { time: formatDateTime(stats.data.as_of, currentLang()) })}
          </p>
        </div>
      )}
    </div>
  );
}

function Chips<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  name: (option: T) => string;
  onPick: (option: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{props.label}</legend>
      {props.options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={o === props.value}
          onClick={() => props.onPick(o)}
          className={chipStyles(o === props.value)}
        >
          {props.name(o)}
        </button>
      ))}
    </fieldset>
  );
}
