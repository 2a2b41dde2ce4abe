import type { BatchFailure } from '@yuanlong/shared/market-batch';
import { Price } from '../../../components/asset/badges.tsx';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

type Done = { id: number; ok: true; price?: string; coin?: string };

/** A bulk action's result, item by item: done (at what price) or the server's reason. */
export function BatchResults({
  items,
  nameOf,
  doneLabel,
}: {
  items: readonly (Done | BatchFailure)[];
  nameOf: (id: number) => string;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const done = items.filter((item) => item.ok).length;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold text-gold-200">
        {t('bulk.summary', { done, count: items.length })}
      </p>
      <ul aria-label={t('bulk.results')} className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto">
        {items.map((item) => (
          <li
            key={item.id}
            data-ok={item.ok}
            className={`flex gap-2.5 rounded-xl border p-2.5 text-sm ${item.ok ? 'border-jade-400/40 bg-jade-400/5' : 'border-ember-400/40 bg-ember-500/5'}`}
          >
            <span className={`mt-0.5 shrink-0 ${item.ok ? 'text-jade-300' : 'text-ember-400'}`}>
              {item.ok ? <CheckIcon width={18} height={18} /> : <AlertIcon width={18} height={18} />}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="truncate font-semibold text-parchment">{nameOf(item.id)}</span>
              {item.ok ? (
                <span className="flex flex-wrap items-center gap-2 text-jade-200">
                  {doneLabel}
                  {item.price && item.coin ? <Price amount={item.price} coin={item.coin} size="sm" /> : null}
                </span>
              ) : (
                <span className="text-ember-100">{item.msg}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
