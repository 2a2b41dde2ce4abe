import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ChainWait } from '../../../components/chain-tx/chain-wait.tsx';
import { TxHash, TxLink } from '../../../components/chain-tx/tx-ref.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { useActivationCoin } from '../use-activation-coin.ts';
import { useActivationPayment } from '../use-activation-payment.ts';
import { useActivationView } from '../use-activation-view.ts';
import { PayPanel } from './pay-panel.tsx';
import { StatePill, stateName } from './state-pill.tsx';

/** The value as an address, when it is one. */
const asAddress = (value: string | null | undefined): Address | undefined =>
  value && /^0x[0-9a-fA-F]{40}$/.test(value) ? (value as Address) : undefined;

/**
 * Account activation on the account home: not activated (pay 1 MDV from the wallet: approve,
 * then activate), activating (confirmations n of N, the transaction), activated. The card's
 * data-state (loading, unavailable, not_activated, activating, activated) is read by the browser
 * tests' chain helpers.
 */
export function ActivationCard() {
  const { t } = useTranslation();
  const payment = useActivationPayment();
  const { activation, view } = useActivationView(payment.step);
  const settings = useChainSettings().data;
  const connection = useConnection();
  const user = useUserInfo().data;
  const data = activation.data;
  // The balance shown is the connected wallet's (the one that pays), else the signed-in address.
  const owner = connection.address ?? asAddress(user?.address);
  const coin = useActivationCoin(
    settings?.chain_id,
    asAddress(data?.coin.address),
    asAddress(data?.contract),
    view.kind === 'notActivated' ? owner : undefined,
  );
  const explorerUrl = settings?.explorer_url ?? '';
  return (
    <section
      id="activation"
      aria-labelledby="activation-title"
      aria-busy={view.kind === 'loading' && !activation.isError}
      data-state={stateName(view)}
      className={`scroll-mt-24 rounded-2xl border p-4 md:p-5 ${
        view.kind === 'activated'
          ? 'border-jade-400/30 bg-ink-900/70'
          : 'border-gold-500/35 bg-gradient-to-b from-ink-850 to-ink-900'
      }`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="activation-title" className="font-display text-lg font-bold text-gold-200">
          {t('activation.title')}
        </h2>
        <StatePill view={view} />
      </div>
      {view.kind === 'loading' && activation.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-mist">
          <p>{t('activation.loadFailed')}</p>
          <button type="button" onClick={() => void activation.refetch()} className={buttonStyles.secondary}>
            {t('activation.retry')}
          </button>
        </div>
      ) : null}
      {view.kind === 'loading' && !activation.isError ? (
        <div className="skeleton h-24 rounded-xl" aria-hidden="true" />
      ) : null}
      {view.kind === 'unavailable' ? (
        <p className="text-sm text-mist">{t('activation.unavailableBody')}</p>
      ) : null}
      {view.kind === 'notActivated' ? (
        <PayPanel
          coin={coin}
          hasWallet={owner !== undefined}
          step={payment.step}
          failedTx={view.failedTx}
          explorerUrl={explorerUrl}
          onPay={payment.start}
          onSwitch={payment.switchChain}
        />
      ) : null}
      {view.kind === 'activating' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm leading-relaxed text-mist">
            {t('activation.activatingBody', { total: view.required })}
          </p>
          <ChainWait
            confirmations={view.confirmations}
            required={view.required}
            txHash={view.txHash}
            explorerUrl={explorerUrl}
          />
        </div>
      ) : null}
      {view.kind === 'activated' ? (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm text-jade-100">
            <CheckIcon className="shrink-0 text-jade-300" />
            {t('activation.activatedBody')}
          </p>
          {view.txHash ? (
            <div className="flex flex-wrap items-center gap-x-4">
              <TxHash txHash={view.txHash} />
              <TxLink txHash={view.txHash} explorerUrl={explorerUrl} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
