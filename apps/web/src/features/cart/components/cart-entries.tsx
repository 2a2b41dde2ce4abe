import { assetDetailPath } from '@yuanlong/shared/activities';
import { tierOf } from '@yuanlong/shared/asset-art';
import { Link } from 'react-router';
import { AssetPicture } from '../../../components/asset/asset-art.tsx';
import { Price, TIER_BORDER } from '../../../components/asset/badges.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { CartEntry } from '../cart-store.ts';
import type { CoinTotal } from '../cart-totals.ts';

/** The cart's listings, each with its picture, name, the price seen and a remove button. */
export function CartEntries({
  entries,
  onRemove,
  onOpenItem,
}: {
  entries: readonly CartEntry[];
  onRemove: (id: number) => void;
  onOpenItem: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('cart.items')} className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-850 p-2"
        >
          <div
            className={`w-12 shrink-0 overflow-hidden rounded-lg border ${TIER_BORDER[tierOf(entry.grade)]}`}
          >
            <AssetPicture asset={entry} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Link
              to={assetDetailPath(entry.kind, entry.id)}
              onClick={onOpenItem}
              className="truncate font-display text-sm font-bold text-parchment hover:text-gold-200"
            >
              {entry.name}
            </Link>
            <Price amount={entry.price} coin={entry.coin} size="sm" />
          </div>
          <button
            type="button"
            aria-label={t('cart.remove', { name: entry.name })}
            onClick={() => onRemove(entry.id)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-mist hover:bg-white/5 hover:text-ember-100"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The total per coin against the available balance; a coin that falls short says so. */
export function CartTotals({ totals }: { totals: readonly CoinTotal[] }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-2 rounded-xl border border-ink-700 bg-ink-850 p-3">
      {totals.map(({ coin, total, available, short }) => (
        <div key={coin}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <dt className="text-mist">{t('cart.total', { coin })}</dt>
            <dd className="shrink-0 font-semibold whitespace-nowrap tabular-nums text-gold-100">
              {formatAmount(total, coin)} {coin}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 text-xs">
            <dt className="text-mist">{t('trade.available', { coin })}</dt>
            <dd
              className={`shrink-0 whitespace-nowrap tabular-nums ${short ? 'text-ember-400' : 'text-mist'}`}
            >
              {formatAmount(available, coin)} {coin}
            </dd>
          </div>
          {short ? <p className="mt-1 text-xs text-ember-400">{t('cart.short', { coin })}</p> : null}
        </div>
      ))}
    </dl>
  );
}
