import type { Activity } from '@yuanlong/shared/activities';
import { memo } from 'react';
import { formatDateTime, formatRecentTime } from '../../../lib/format.ts';
import { currentLang, currentLocale } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { activityName, activityView } from '../activity-view.ts';
import { AmountCell, AssetCell, DetailsCell, EventCell, PartyCell } from './row-cells.tsx';

/** Desktop columns, shared by the header and every row: event, item, amount, fee, counterparty, time. */
export const ROW_COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1.3fr)_minmax(0,0.95fr)_minmax(0,1.25fr)_minmax(0,0.85fr)_minmax(0,0.95fr)] lg:items-center lg:gap-x-4';

/**
 * One entry: a card on phones (event and time, item and amount, then fee and counterparty); on
 * desktop the wrappers dissolve (display: contents) and the cells fill the table's columns.
 */
export const ActivityRow = memo(function ActivityRow({ entry, now }: { entry: Activity; now: number }) {
  // Re-renders on a language change; names and dates follow the interface language.
  useTranslation();
  const lang = currentLang();
  const view = activityView(entry);
  return (
    <li
      data-activity-id={entry.id}
      data-type={entry.type}
      data-category={view.category}
      className={`flex flex-col gap-2.5 rounded-2xl border border-ink-700 bg-ink-900/70 p-3.5 lg:rounded-none lg:border-0 lg:border-b lg:border-ink-800 lg:bg-transparent lg:px-4 lg:py-3 lg:last:border-b-0 ${ROW_COLUMNS}`}
    >
      <div className="flex items-start justify-between gap-3 lg:contents">
        <EventCell name={activityName(entry, currentLocale())} category={view.category} />
        <time
          dateTime={entry.created_at}
          title={formatDateTime(entry.created_at, lang)}
          className="shrink-0 pt-1.5 text-xs whitespace-nowrap text-mist lg:order-last lg:pt-0 lg:text-right lg:whitespace-normal"
        >
          {formatRecentTime(entry.created_at, lang, now)}
        </time>
      </div>
      <div className="flex items-end justify-between gap-3 lg:contents">
        <AssetCell asset={view.asset} />
        <AmountCell amount={view.amount} />
      </div>
      <DetailsCell view={view} coin={entry.coin ?? ''} />
      <PartyCell party={view.party} />
    </li>
  );
});
