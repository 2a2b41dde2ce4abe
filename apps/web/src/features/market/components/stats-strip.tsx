import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/coins.ts';
import { useMarketStats } from '../api/get-market-stats.ts';
import { changePercent, collectionOf, floorIn, periodIn } from '../stats.ts';
import { STATS_TEST_IDS } from '../stats-test-ids.ts';
import { useStatsTexts } from '../stats-texts.ts';
import { StatsChange } from './stats-change.tsx';

/** The strip's height, also held by its placeholder while it loads (no shift). */
export const STATS_STRIP_HEIGHT = 'h-16';

interface StatsStripProps {
  /** The market's filters (or the stats page's choice): kind, grade group and coin, '' for all. */
  filters: { kind: string; grade: string; coin: string };
  /** Whether it links to the stats page (not on that page). */
  link?: boolean;
}

/**
 * The current filter's collection in one line: floor and 24 h volume in the chosen coin (MDS
 * without one), listed count, and a link to the stats page. Loaded after the page (lazily).
 */
export default function StatsStrip({ filters, link = true }: StatsStripProps) {
  const { ready, ft } = useStatsTexts();
  const stats = useMarketStats();
  const coin = filters.coin || MARKET_DEFAULT_COIN;
  const collection = stats.data
    ? collectionOf(stats.data, { kind: filters.kind, grade: filters.grade })
    : undefined;
  if (!ready || stats.isError || (!collection && stats.isPending)) {
    // Loading, or failed: the strip is a help, not the page; it keeps its place quietly.
    return <div className={`${STATS_STRIP_HEIGHT} mb-4 rounded-xl bg-ink-900/60`} aria-hidden="true" />;
  }
  if (!collection) return null;
  const floor = floorIn(collection, coin);
  const day = periodIn(collection, '24h', coin);
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.kind && filters.grade) params.set('grade', filters.grade);
  if (filters.coin) params.set('coin', filters.coin);
  const query = params.toString();
  return (
    <section
      aria-label={ft('market.stats.stripLabel')}
      data-testid={STATS_TEST_IDS.statsStrip}
      className={`${STATS_STRIP_HEIGHT} mb-4 flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-900/80 px-3 md:gap-6 md:px-4`}
    >
      <dl className="flex min-w-0 flex-1 items-center gap-3 md:gap-8">
        <Figure label={ft('market.stats.floor')} testId="floor">
          {floor === null ? '—' : `${formatAmount(floor, coin)} ${coin}`}
        </Figure>
        <Figure label={ft('market.stats.listed')} testId="listed">
          {collection.listed.toLocaleString()}
        </Figure>
        <Figure label={ft('market.stats.volume24h')} testId="volume">
          <span>{`${formatAmount(day.volume, coin)} ${coin}`}</span>{' '}
          <StatsChange value={changePercent(day.volume, day.volumeBefore)} />
        </Figure>
      </dl>
      {link ? (
        <Link
          to={`/marketplace/stats${query ? `?${query}` : ''}`}
          aria-label={ft('market.stats.openLabel')}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-gold-200 hover:bg-white/5"
        >
          {ft('market.stats.open')} →
        </Link>
      ) : null}
    </section>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0" data-stat={testId}>
      <dt className="truncate text-[11px] tracking-wide text-mist uppercase">{label}</dt>
      <dd className="truncate font-semibold text-parchment text-sm tabular-nums">{children}</dd>
    </div>
  );
}
