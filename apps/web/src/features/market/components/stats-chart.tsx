import type { StatsHistory } from '@yuanlong/shared/market-stats';
import { chartNumber, formatAmount } from '../../../lib/coins.ts';
import { STATS_TEST_IDS } from '../stats-test-ids.ts';
import { useStatsTexts } from '../stats-texts.ts';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/** Daily volume in one coin as bars (inline SVG, no chart library); each bar's title tells its day. */
export function StatsChart({ history, coin }: { history: StatsHistory; coin: string }) {
  const { ft } = useStatsTexts();
  const bars = history.days.map((d) => {
    const amount = d.volume.find((v) => v.coin === coin)?.amount ?? '0';
    return { day: d.day, sales: d.sales, amount, value: chartNumber(amount, coin) };
  });
  const max = Math.max(...bars.map((b) => b.value), 0);
  const total = bars.reduce((sum, b) => sum + BigInt(b.amount), 0n);
  const sales = bars.reduce((sum, b) => sum + b.sales, 0);
  const title = ft('market.stats.chartTitle', { coin });
  const width = WIDTH / Math.max(bars.length, 1);
  return (
    <figure
      data-testid={STATS_TEST_IDS.statsChart}
      className="rounded-xl border border-ink-700 bg-ink-900/80 p-3 md:p-4"
    >
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-gold-100 text-sm">{title}</span>
        <span className="text-xs text-mist tabular-nums">
          {ft('market.stats.chartTotal', { sales, volume: formatAmount(total, coin), coin })}
        </span>
      </figcaption>
      {max === 0 ? (
        <p className="py-12 text-center text-sm text-mist">{ft('market.stats.chartEmpty', { coin })}</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-40 w-full md:h-48"
          preserveAspectRatio="none"
          role="img"
          aria-label={title}
        >
          <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-600" />
          {bars.map((b, i) => {
            const h = b.value === 0 ? 0 : Math.max(2, (b.value / max) * (HEIGHT - 8));
            return (
              <rect
                key={b.day}
                x={i * width + GAP / 2}
                y={HEIGHT - h}
                width={Math.max(width - GAP, 1)}
                height={h}
                rx="1.5"
                className="fill-gold-400/80 hover:fill-gold-300"
              >
                <title>
                  {ft('market.stats.chartDay', {
                    day: b.day,
                    sales: b.sales,
                    volume: formatAmount(b.amount, coin),
                    coin,
                  })}
                </title>
              </rect>
            );
          })}
        </svg>
      )}
      {max === 0 ? null : (
        <div className="mt-1 flex justify-between text-[11px] text-mist tabular-nums">
          <span>{bars[0]?.day}</span>
          <span>{bars[bars.length - 1]?.day}</span>
        </div>
      )}
    </figure>
  );
}
