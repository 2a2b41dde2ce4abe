import type { Auction } from '@yuanlong/shared/auction';
import { useEffect, useId, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isAuctionBusy } from '../auction-flow.ts';
import { claimPlan } from '../auction-plans.ts';
import { auctionName } from '../auction-role.ts';
import { useAuctionTx } from '../use-auction-tx.ts';
import { AuctionTxState } from './auction-tx-status.tsx';

/** One auction's credit with its "Withdraw" (claim to the account's wallet). */
function CreditRow({
  auction,
  amount,
  account,
  onClaimed,
  onStart,
}: {
  auction: Auction;
  amount: bigint;
  account: string;
  onClaimed(): void;
  /** The claim is being sent: the row stays, with this amount, until the page is left. */
  onStart(): void;
}) {
  const { t } = useTranslation();
  const tx = useAuctionTx(auction.asset_id);
  const busy = isAuctionBusy(tx.step);
  const coin = auction.coin ?? '';
  const done = tx.step.kind === 'done';
  useEffect(() => {
    if (done) onClaimed();
  }, [done, onClaimed]);
  return (
    <li data-amount={amount.toString()} className="flex flex-col gap-2 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-mist">{auctionName(t, auction)}</span>
        <span className="tabular-nums text-jade-200">
          {formatAmount(amount, coin)} <span className="text-xs text-gold-400">{coin}</span>
        </span>
        <button
          type="button"
          disabled={busy || done || amount === 0n}
          aria-busy={busy}
          onClick={() => {
            onStart();
            tx.start(claimPlan(account, auction.id));
          }}
          className={`${buttonStyles.secondary} min-h-10 px-3 text-sm`}
        >
          {t('auction.claim', { coin })}
        </button>
      </div>
      {tx.step.kind === 'idle' ? null : <AuctionTxState tx={tx} />}
      {done ? <p className="text-sm text-jade-200">{t('auction.claimDone')}</p> : null}
    </li>
  );
}

/**
 * The account's credits per coin (its 95% parts and past-holder shares, pull payments), each
 * withdrawn from its auction to the account's own wallet.
 */
export function CreditList({
  auctions,
  credits,
  account,
  onClaimed,
}: {
  auctions: Auction[];
  credits: Map<number, bigint> | undefined;
  account: string;
  onClaimed(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // Rows whose claim was started keep their amount: the credit reads 0 once it is mined.
  const [claiming, setClaiming] = useState<ReadonlyMap<number, bigint>>(new Map());
  const amountOf = (a: Auction) => claiming.get(a.id) ?? credits?.get(a.id) ?? 0n;
  const owed = auctions.filter((a) => amountOf(a) > 0n);
  const coins = [...new Set(owed.map((a) => a.coin ?? ''))];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-jade-400/30 bg-ink-900/80 p-4">
      <p id={titleId} className="mb-2 text-xs font-semibold tracking-widest text-gold-300 uppercase">
        {t('auction.credits')}
      </p>
      {coins.length === 0 ? (
        <p className="text-sm text-mist">{t('auction.noCredits')}</p>
      ) : (
        coins.map((coin) => {
          const mine = owed.filter((a) => (a.coin ?? '') === coin);
          const total = mine.reduce((sum, a) => sum + amountOf(a), 0n);
          return (
            <section key={coin} data-coin={coin} data-total={total.toString()} className="mb-3 last:mb-0">
              <p className="flex items-baseline justify-between gap-2 border-b border-ink-700 pb-1">
                <span className="font-semibold text-gold-100 tabular-nums">
                  {formatAmount(total, coin)} {coin}
                </span>
                <span className="text-xs text-mist">{t('auction.fromAuctions', { count: mine.length })}</span>
              </p>
              <ul className="divide-y divide-ink-800">
                {mine.map((a) => (
                  <CreditRow
                    key={a.id}
                    auction={a}
                    amount={amountOf(a)}
                    account={account}
                    onClaimed={onClaimed}
                    onStart={() => setClaiming((m) => new Map(m).set(a.id, amountOf(a)))}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
