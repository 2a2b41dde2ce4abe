import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { useId } from 'react';
import { ChainWait } from '../../../components/chain-tx/chain-wait.tsx';
import { TxHash, TxLink } from '../../../components/chain-tx/tx-ref.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { formatDateTime, shortenAddress } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { WithdrawalStatePill } from './state-pill.tsx';

const NOTE_STYLE = {
  held: 'text-mist',
  queued: 'text-mist',
  paid: 'text-jade-200',
  failed: 'text-ember-200',
  refused: 'text-ember-200',
} as const;

/** Paid: the payout's confirmations (all of them) and its transaction. */
function PaidPayout({ withdrawal, explorerUrl }: { withdrawal: Withdrawal; explorerUrl: string }) {
  const { t } = useTranslation();
  const { required, tx_hash: txHash } = withdrawal;
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span
          data-confirmations={withdrawal.confirmations}
          data-required={required}
          className="font-semibold whitespace-nowrap text-jade-200 tabular-nums"
        >
          {t('tx.confirmations', { n: withdrawal.confirmations, total: required })}
        </span>
        {txHash ? <TxHash txHash={txHash} /> : null}
      </div>
      {txHash ? <TxLink txHash={txHash} explorerUrl={explorerUrl} /> : null}
    </div>
  );
}

/**
 * One withdrawal, an article named by its amount: its state and what it waits for (the payout
 * queue, the confirmations of the payout on the chain), or how it ended. Its data-withdrawal-id,
 * data-state, data-coin and data-amount (base units) are what browser tests read.
 */
export function WithdrawalItem({ withdrawal, explorerUrl }: { withdrawal: Withdrawal; explorerUrl: string }) {
  const { t } = useTranslation();
  const { state, coin } = withdrawal;
  const lang = currentLang();
  const amountId = useId();
  return (
    <article
      aria-labelledby={amountId}
      data-withdrawal-id={withdrawal.id}
      data-state={state}
      data-coin={coin}
      data-amount={withdrawal.amount}
      className="flex flex-col gap-2.5 rounded-xl border border-ink-600 bg-ink-850 p-3.5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p
            id={amountId}
            className="font-display text-lg leading-snug font-bold text-gold-100 tabular-nums [overflow-wrap:anywhere]"
          >
            {formatAmount(withdrawal.amount, coin)} {coin}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-mist">
            <time dateTime={withdrawal.created_at} className="whitespace-nowrap">
              {formatDateTime(withdrawal.created_at, lang)}
            </time>
            <span title={withdrawal.to_address} className="font-mono whitespace-nowrap">
              {t('withdraw.toShort', { address: shortenAddress(withdrawal.to_address) })}
            </span>
          </p>
        </div>
        <WithdrawalStatePill state={state} />
      </div>
      {state === 'sent' ? (
        <ChainWait
          confirmations={withdrawal.confirmations}
          required={withdrawal.required}
          txHash={withdrawal.tx_hash}
          explorerUrl={explorerUrl}
        />
      ) : (
        <p className={`text-sm leading-relaxed ${NOTE_STYLE[state]}`}>{t(`withdraw.note.${state}`)}</p>
      )}
      {state === 'paid' ? <PaidPayout withdrawal={withdrawal} explorerUrl={explorerUrl} /> : null}
    </article>
  );
}
