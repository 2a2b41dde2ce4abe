import { formatUnits } from '@yuanlong/shared/coins';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { Link } from 'react-router';
import { decimalsOf } from '../../../lib/coins.ts';
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
      <dl className="flex min-w-0 flex-1 items-center gap-4 md:gap-8">
        <Figure label={`${ft('market.stats.floor')} · ${coin}`} stat="floor">
          {floor === null ? '—' : compact(floor, coin)}
        </Figure>
        <Figure label={ft('market.stats.listed')} stat="listed" fixed>
          {collection.listed.toLocaleString()}
        </Figure>
        <Figure label={`${ft('market.stats.volume24h')} · ${coin}`} stat="volume">
          {compact(day.volume, coin)}{' '}
          <span className="hidden sm:inline">
            <StatsChange value={changePercent(day.volume, day.volumeBefore)} />
          </span>
        </Figure>
      </dl>
      {link ? (
        <Link
          to={`/marketplace/stats${query ? `?${query}` : ''}`}
          aria-label={ft('market.stats.openLabel')}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-2 text-sm font-semibold text-gold-200 hover:bg-white/5"
        >
          {/* On a phone the arrow alone (its name is the link's label): the figures need the width. */}
          <span className="hidden sm:inline">{ft('market.stats.open')}&nbsp;</span>→
        </Link>
      ) : null}
    </section>
  );
}

/** An amount cut (never rounded up) to two decimals: the strip is a glance; the stats page is exact. */
const compact = (amount: string, coin: string) => formatUnits(BigInt(amount), decimalsOf(coin), 2);

function Figure(props: { label: string; stat: string; fixed?: boolean; children: React.ReactNode }) {
  return (
    <div className={props.fixed ? 'shrink-0' : 'min-w-0'} data-stat={props.stat}>
      <dt className="line-clamp-2 text-[11px] leading-tight tracking-wide text-mist uppercase sm:truncate">
        {props.label}
      </dt>
      <dd className="truncate font-semibold text-parchment text-sm tabular-nums">{props.children}</dd>
    </div>
  );
}
