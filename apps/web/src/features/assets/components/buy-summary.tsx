import type { Coin } from '@yuanlong/shared/coins';
import { Price } from '../../../components/asset/badges.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { saleFeeOf } from '../api/get-sale-fee.ts';

// Labels may wrap; amounts never do.
const row = 'flex items-baseline justify-between gap-3 text-sm [&>dd]:shrink-0 [&>dd]:whitespace-nowrap';

/** What a purchase costs: price, the seller's fee, the available balance and what is left after. */
export function BuySummary({
  price,
  coin,
  available,
  after,
  short,
  fee,
}: {
  price: string;
  coin: Coin;
  available: string;
  after: bigint;
  short: boolean;
  fee: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-2 rounded-xl border border-ink-700 bg-ink-850 p-3">
      <div className={row}>
        <dt className="text-mist">{t('trade.price')}</dt>
        <dd>
          <Price amount={price} coin={coin} size="md" />
        </dd>
      </div>
      {fee !== undefined ? (
        <div className={row}>
          <dt className="text-mist">{t('trade.feeSeller', { rate: fee / 100 })}</dt>
          <dd className="tabular-nums text-parchment">
            {formatAmount(saleFeeOf(BigInt(price), fee), coin)} {coin}
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className="text-mist">{t('trade.available', { coin })}</dt>
        <dd className="tabular-nums text-parchment">
          {formatAmount(available, coin)} {coin}
        </dd>
      </div>
      <div className={`${row} border-t border-ink-700 pt-2`}>
        <dt className="text-mist">{t('trade.balanceAfter')}</dt>
        <dd className={`font-semibold tabular-nums ${short ? 'text-ember-400' : 'text-gold-100'}`}>
          {short ? '—' : `${formatAmount(after, coin)} ${coin}`}
        </dd>
      </div>
    </dl>
  );
}
