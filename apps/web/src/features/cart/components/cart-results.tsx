import type { CartBuyResult } from '@yuanlong/shared/market-batch';
import { Price } from '../../../components/asset/badges.tsx';
import { buttonStyles } from '../../../components/button-styles.ts';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { CartEntry } from '../cart-store.ts';

/**
 * What a checkout did, item by item: bought (at what price) or not, with the server's reason; a
 * changed price offers to keep the item in the cart at the new price.
 */
export function CartResults({
  result,
  entries,
  onAcceptPrice,
  accepted,
}: {
  result: CartBuyResult;
  /** The entries as they were sent (names and pictures). */
  entries: readonly CartEntry[];
  onAcceptPrice: (id: number, price: string, coin: CartEntry['coin']) => void;
  accepted: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const bought = result.items.filter((item) => item.ok).length;
  const nameOf = (id: number) => entries.find((e) => e.id === id)?.name ?? `#${id}`;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-display text-lg font-bold text-gold-200">
        {t('cart.resultSummary', { bought, count: result.items.length })}
      </p>
      <ul aria-label={t('cart.results')} className="flex flex-col gap-2">
        {result.items.map((item) => (
          <li
            key={item.id}
            className={`flex gap-2.5 rounded-xl border p-2.5 ${item.ok ? 'border-jade-400/40 bg-jade-400/5' : 'border-ember-400/40 bg-ember-500/5'}`}
          >
            <span className={`mt-0.5 shrink-0 ${item.ok ? 'text-jade-300' : 'text-ember-400'}`}>
              {item.ok ? <CheckIcon width={18} height={18} /> : <AlertIcon width={18} height={18} />}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2">
                <span className="truncate text-sm font-semibold text-parchment">{nameOf(item.id)}</span>
                <span className="shrink-0 text-xs font-semibold text-mist">
                  {item.ok ? t('cart.bought') : t('cart.notBought')}
                </span>
              </div>
              {item.ok ? (
                <Price amount={item.price} coin={item.coin} size="sm" />
              ) : (
                <p className="text-sm text-ember-100">{item.msg}</p>
              )}
              {!item.ok && item.current ? (
                <div className="flex flex-wrap items-center gap-2 text-xs text-mist">
                  <span>{t('cart.newPrice')}</span>
                  <Price amount={item.current.price} coin={item.current.coin} size="sm" />
                  {accepted.has(item.id) ? (
                    <span className="text-jade-300">{t('cart.keptAtNewPrice')}</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onAcceptPrice(item.id, item.current!.price, item.current!.coin)}
                      className={`${buttonStyles.secondary} min-h-9 px-3 text-xs`}
                    >
                      {t('cart.acceptPrice')}
                    </button>
                  )}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
