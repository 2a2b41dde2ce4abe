import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount } from '../../../lib/coins.ts';
import { formatDateTime, formatShortDate } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import type { PricePoint } from '../price-history.ts';

interface TipProps {
  active?: boolean;
  payload?: readonly { payload?: PricePoint }[];
  coin: string;
}

// The tooltip shows the exact price (formatted from base units), not the chart's number.
function Tip({ active, payload, coin }: TipProps) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-gold-500/40 bg-ink-900/95 px-3 py-2 text-xs shadow-xl">
      <p className="text-mist">{formatDateTime(point.time, currentLang())}</p>
      <p className="mt-0.5 font-semibold text-gold-100">
        {formatAmount(point.price, coin)} {coin}
      </p>
    </div>
  );
}

/**
 * The sales of one coin over time (recharts), with exact prices in the tooltip; the current
 * listing, when in this coin, as a dashed line. `label` names the chart for assistive technology
 * (recharts makes it a keyboard-navigable application).
 */
export function PriceChart({
  points,
  coin,
  label,
  listed,
}: {
  points: PricePoint[];
  coin: string;
  label: string;
  listed?: { value: number; label: string };
}) {
  const lang = currentLang();
  const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 2 });
  return (
    <div className="h-56 w-full md:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart aria-label={label} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="price-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#e9b949" stopOpacity={0.45} />
              <stop offset="1" stopColor="#e9b949" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="#262e40" strokeDasharray="3 5" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(t: number) => formatShortDate(t, lang)}
            stroke="#a9b1c1"
            tick={{ fontSize: 11 }}
            tickLine={false}
            axisLine={{ stroke: '#3a4560' }}
            padding={{ left: 12, right: 12 }}
          />
          <YAxis
            dataKey="value"
            tickFormatter={(v: number) => compact.format(v)}
            stroke="#a9b1c1"
            tick={{ fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          {listed ? (
            <ReferenceLine
              y={listed.value}
              stroke="#3fd29f"
              strokeDasharray="4 4"
              ifOverflow="extendDomain"
              label={{ value: listed.label, position: 'insideTopRight', fill: '#6fe2b8', fontSize: 11 }}
            />
          ) : null}
          <Tooltip content={<Tip coin={coin} />} cursor={{ stroke: '#f1cd6e', strokeOpacity: 0.4 }} />
          <Area
            type="monotone"
            dataKey="value"
            stroke="#f1cd6e"
            strokeWidth={2}
            fill="url(#price-fill)"
            dot={{ r: 3.5, fill: '#f1cd6e', stroke: '#10141c', strokeWidth: 1.5 }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
