import type { CardDetail } from '@yuanlong/shared/card';
import { lazy, Suspense, useMemo, useState } from 'react';
import { chipStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { chartNumber } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { defaultChartCoin, priceSeries } from '../price-history.ts';

// recharts is loaded with the chart, not with the page, and only once the chart nears the screen.
const PriceChart = lazy(() => import('./price-chart.tsx').then((m) => ({ default: m.PriceChart })));

/** The price history chart: one coin at a time (prices in different coins do not compare). */
export function PriceHistorySection({ asset }: { asset: CardDetail }) {
  const { t } = useTranslation();
  const series = useMemo(() => priceSeries(asset.history), [asset.history]);
  const [picked, setPicked] = useState<string>();
  const [chartBox, near] = useNearScreen<HTMLDivElement>();
  const coin = picked && series.has(picked) ? picked : defaultChartCoin(series, asset.listing?.coin);
  const points = coin ? series.get(coin)! : [];
  const listing = asset.listing;
  const listed =
    listing && listing.coin === coin
      ? { value: chartNumber(listing.price, listing.coin), label: t('asset.chartListed') }
      : undefined;
  return (
    <Section
      title={t('asset.priceHistory')}
      aside={
        series.size > 1 ? (
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">{t('asset.chartCoin')}</legend>
            {[...series.keys()].map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={c === coin}
                onClick={() => setPicked(c)}
                className={chipStyles(c === coin)}
              >
                {c}
              </button>
            ))}
          </fieldset>
        ) : null
      }
    >
      {coin ? (
        <div ref={chartBox}>
          {near ? (
            <Suspense fallback={<div className="skeleton h-56 rounded-xl md:h-64" />}>
              <PriceChart
                points={points}
                coin={coin}
                label={t('asset.chartLabel', { coin })}
                listed={listed}
              />
            </Suspense>
          ) : (
            <div className="skeleton h-56 rounded-xl md:h-64" />
          )}
          <p className="mt-2 text-xs text-mist">{t('asset.chartNote', { count: points.length, coin })}</p>
        </div>
      ) : (
        <p className="py-6 text-center text-sm text-mist">{t('asset.noSales')}</p>
      )}
    </Section>
  );
}
