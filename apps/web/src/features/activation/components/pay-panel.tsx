import { formatUnits } from '@yuanlong/shared/coins';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ApprovalWait } from '../../../components/chain-tx/chain-wait.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import { type ActivationStep, isBusy } from '../activation-flow.ts';
import type { ActivationCoin } from '../use-activation-coin.ts';
import { ActivationError } from './activation-error.tsx';
import { PayStep } from './pay-step.tsx';

interface PayPanelProps {
  coin: ActivationCoin;
  /** Whether there is a wallet address to show the balance of. */
  hasWallet: boolean;
  step: ActivationStep;
  /** The last reported payment reverted on chain. */
  failedTx: string | null;
  explorerUrl: string;
  onPay(): void;
  onSwitch(): void;
}

/** Not activated: what it takes (1 MDV), the wallet's MDV, the pay button and where the payment is. */
export function PayPanel({ coin, hasWallet, step, failedTx, explorerUrl, onPay, onSwitch }: PayPanelProps) {
  const { t } = useTranslation();
  const { symbol, decimals, balance, price } = coin;
  const known = symbol !== undefined && decimals !== undefined;
  const amount = (value: bigint | undefined) =>
    known && value !== undefined ? `${formatUnits(value, decimals)} ${symbol}` : '—';
  const priceText = known && price !== undefined ? formatUnits(price, decimals) : '';
  const short = balance !== undefined && price !== undefined && balance < price;
  const busy = isBusy(step);
  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold text-gold-100">{sharedMessage('activateTopUp')}</p>
      {priceText ? (
        <p className="text-sm leading-relaxed text-mist">
          {t('activation.why', { price: priceText, symbol })}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl border border-ink-600 bg-ink-850 px-3 py-2.5">
          <dt className="text-xs text-mist">{t('activation.walletBalance')}</dt>
          <dd
            data-amount={balance?.toString()}
            className={`mt-0.5 truncate font-display text-lg font-bold tabular-nums ${short ? 'text-ember-400' : 'text-gold-100'}`}
          >
            {hasWallet ? (
              amount(balance)
            ) : (
              <span className="text-sm font-normal text-mist">{t('activation.connectToSee')}</span>
            )}
          </dd>
        </div>
        <div className="rounded-xl border border-ink-600 bg-ink-850 px-3 py-2.5">
          <dt className="text-xs text-mist">{t('activation.fee')}</dt>
          <dd
            data-amount={price?.toString()}
            className="mt-0.5 truncate font-display text-lg font-bold text-gold-100 tabular-nums"
          >
            {amount(price)}
          </dd>
        </div>
      </dl>
      {coin.failed ? <p className="text-sm text-ember-400">{t('tx.readFailed')}</p> : null}
      {failedTx && step.kind === 'idle' ? (
        <div role="alert" className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm">
          <p className="font-semibold text-ember-100">{sharedMessage('transactionFailed')}</p>
          <p className="mt-1 text-ember-100/90">{t('activation.failedBody')}</p>
        </div>
      ) : null}
      {short && !busy ? (
        <ActivationError reason="insufficient" price={priceText} symbol={symbol ?? ''} />
      ) : null}
      {isNetworkStep(step) ? <WrongNetwork step={step} onSwitch={onSwitch} /> : null}
      {step.kind === 'failed' && !(short && step.reason === 'insufficient') ? (
        <ActivationError reason={step.reason} price={priceText} symbol={symbol ?? ''} />
      ) : null}
      {busy ? <PayStep step={step} symbol={symbol ?? ''} /> : null}
      <ApprovalWait step={step} explorerUrl={explorerUrl} />
      <button
        type="button"
        onClick={onPay}
        disabled={busy || short}
        aria-busy={busy}
        className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
      >
        {priceText ? t('activation.submit', { price: priceText, symbol }) : t('activation.submitPlain')}
      </button>
      <p className="text-xs leading-relaxed text-mist">{t('activation.twoSteps')}</p>
    </div>
  );
}
