import type { CollectionStats, StatsPeriod } from '@yuanlong/shared/market-stats';
import { formatAmount } from '../../../lib/coins.ts';
import { changePercent, floorIn, periodIn } from '../stats.ts';
import { STATS_TEST_IDS } from '../stats-test-ids.ts';
import { useStatsTexts } from '../stats-texts.ts';
import { StatsChange } from './stats-change.tsx';

interface StatsTableProps {
  rows: CollectionStats[];
  coin: string;
  period: StatsPeriod;
  /** The row whose chart shows, and how a row is picked. */
  picked: CollectionStats | undefined;
  onPick: (row: CollectionStats) => void;
  nameOf: (row: CollectionStats) => string;
}

/** Collections as table rows: floor, listed, owners, and the period's sales and volume with their change. */
export function StatsTable({ rows, coin, period, picked, onPick, nameOf }: StatsTableProps) {
  const { ft } = useStatsTexts();
  const label = 'px-3 py-2 text-[11px] font-semibold tracking-wide text-mist uppercase whitespace-nowrap';
  const head = `${label} text-right`;
  const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <table data-testid={STATS_TEST_IDS.statsTable} className="w-full min-w-[640px] text-sm">
        <thead>
          <tr className="border-b border-ink-700">
            <th
              scope="col"
              className={`${label} sticky left-0 bg-ink-950 text-left md:static md:bg-transparent`}
            >
              {ft('market.stats.collection')}
            </th>
            <th scope="col" className={head}>{`${ft('market.stats.floor')} (${coin})`}</th>
            <th scope="col" className={head}>
              {ft('market.stats.listed')}
            </th>
            <th scope="col" className={head}>
              {ft('market.stats.owners')}
            </th>
            <th scope="col" className={head}>
              {ft('market.stats.sales')}
            </th>
            <th scope="col" className={head}>{`${ft('market.stats.volume')} (${coin})`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const floor = floorIn(row, coin);
            const p = periodIn(row, period, coin);
            const chosen = row === picked;
            const name = nameOf(row);
            return (
              <tr
                key={`${row.kind}:${row.grade}`}
                data-kind={row.kind ?? ''}
                data-grade={row.grade ?? ''}
                aria-selected={chosen}
                className={`border-b border-ink-800 ${chosen ? 'bg-jade-400/10' : 'hover:bg-white/5'}`}
              >
                <th
                  scope="row"
                  className={`sticky left-0 px-3 py-1 text-left font-medium md:static md:bg-transparent ${chosen ? 'bg-ink-900' : 'bg-ink-950'}`}
                >
                  <button
                    type="button"
                    onClick={() => onPick(row)}
                    aria-pressed={chosen}
                    aria-label={ft('market.stats.pick', { name })}
                    className={`min-h-10 whitespace-nowrap text-left ${row.grade === null ? 'text-gold-100' : 'pl-4 text-parchment'}`}
                  >
                    {name}
                  </button>
                </th>
                <td className={cell}>{floor === null ? '—' : formatAmount(floor, coin)}</td>
                <td className={cell}>{row.listed.toLocaleString()}</td>
                <td className={cell}>{row.owners.toLocaleString()}</td>
                <td className={cell}>
                  {p.sales.toLocaleString()} <StatsChange value={changePercent(p.sales, p.salesBefore)} />
                </td>
                <td className={cell}>
                  {formatAmount(p.volume, coin)}{' '}
                  <StatsChange value={changePercent(p.volume, p.volumeBefore)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
