import type { AuctionDetail } from '@yuanlong/shared/auction';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { formatAmount, parseAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isAuctionBusy } from '../auction-flow.ts';
import { nextBid } from '../auction-math.ts';
import { bidPlan } from '../auction-plans.ts';
import { useAuctionTx } from '../use-auction-tx.ts';
import { AuctionTxState } from './auction-tx-status.tsx';

function Row({
  label,
  amount,
  coin,
  strong,
}: {
  label: string;
  amount: bigint;
  coin: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="min-w-0 text-mist">{label}</dt>
      <dd
        data-amount={amount.toString()}
        className={`shrink-0 text-right tabular-nums ${strong ? 'font-semibold text-gold-100' : 'text-parchment'}`}
      >
        {formatAmount(amount, coin)} <span className="text-xs text-gold-400">{coin}</span>
      </dd>
    </div>
  );
}

/**
 * A bid on an open auction: the amount (the minimum to start with; below it is refused before the
 * wallet is asked), what the bidder pays, where the bid goes (95/3/1/1 in exact coin amounts),
 * what an outbid bidder gets at least, and the transaction's progress.
 */
export function BidForm({ auction, account }: { auction: AuctionDetail; account: string }) {
  const { t } = useTranslation();
  const coin = auction.coin ?? '';
  const minimum = BigInt(auction.min_next_price);
  const [text, setText] = useState(formatAmount(minimum, coin).replace(/,/g, ''));
  const [error, setError] = useState<string | undefined>();
  const tx = useAuctionTx(auction.asset_id);
  const busy = isAuctionBusy(tx.step);
  const typed = parseAmount(text, coin);
  const amount = typed !== null && typed >= minimum ? typed : minimum;
  const terms = nextBid(BigInt(auction.price), auction.bid_count, amount);
  const { split } = terms;
  const native = coin === 'BNB';
  const submit = () => {
    if (busy) return;
    if (typed === null || typed < minimum) {
      setError(t('auction.error.bidBelowMinimum', { minimum: formatAmount(minimum, coin), coin }));
      return;
    }
    setError(undefined);
    tx.start(bidPlan(account, auction, typed));
  };
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={t('auction.yourBid')}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={busy}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        hint={t('auction.bidRace', { price: `${formatAmount(auction.price, coin)} ${coin}` })}
      />
      <dl className="rounded-xl border border-ink-700 bg-ink-950/60 px-3 py-2 text-sm">
        <Row label={t('auction.minimum')} amount={minimum} coin={coin} />
        <Row label={t('auction.youPay')} amount={amount} coin={coin} strong />
        <p className="pb-1 text-xs text-mist/80">{t('auction.gasNote')}</p>
      </dl>
      <div className="text-sm">
        <p className="mb-1 text-xs font-semibold tracking-widest text-gold-300 uppercase">
          {t('auction.waterfall')}
        </p>
        <dl className="divide-y divide-ink-800">
          <Row label={t('auction.toPrevious')} amount={split.toPrevious} coin={coin} />
          <Row label={t('auction.copyright')} amount={split.copyright} coin={coin} />
          <Row label={t('auction.platform')} amount={split.platform} coin={coin} />
          <Row
            label={t('auction.holders', { count: Number(terms.holders) })}
            amount={split.perHolder}
            coin={coin}
          />
        </dl>
      </div>
      <p className="rounded-xl bg-jade-400/10 px-3 py-2 text-sm leading-relaxed text-jade-100">
        {t('auction.outbidAtLeast', { amount: formatAmount(terms.outbidAtLeast, coin), coin })}
      </p>
      <AuctionTxState tx={tx} />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonStyles.primary}>
        {native ? t('auction.bid') : t('auction.bidWithApprove')}
      </button>
    </form>
  );
}
