import * as Dialog from '@radix-ui/react-dialog';
import type { ChainSettings } from '@yuanlong/shared/website';
import { buttonStyles } from '../../../components/button-styles.ts';
import { FlowWaiting } from '../../../components/chain-tx/flow-waiting.tsx';
import { TxStatus } from '../../../components/chain-tx/tx-status.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { TX_STEP_TEXT, WALLET_FAILURE_TEXT } from '../../../lib/chain-tx/step-text.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isNftDepositBusy, isNftDepositWaiting, type NftDepositStep } from '../nft-deposit-flow.ts';
import type { useNftDeposit } from '../use-nft-deposit.ts';

const STEP_TEXT = {
  ...TX_STEP_TEXT,
  sending: 'nftdeposit.step.sending',
  mining: 'nftdeposit.step.mining',
  confirming: 'nftdeposit.step.confirming',
  finishing: 'nftdeposit.step.finishing',
} as const;

const FAILURE_TEXT = {
  ...WALLET_FAILURE_TEXT,
  rejected: 'nftdeposit.error.rejected',
  insufficient: 'nftdeposit.error.unknown',
  unavailable: 'nftdeposit.error.unavailable',
  reverted: 'nftdeposit.error.reverted',
  unknown: 'nftdeposit.error.unknown',
  api: 'nftdeposit.error.unknown',
} as const;

/** Why a deposit stopped, in words; null when it did not. */
export function nftDepositFailureText(t: TFunction, step: NftDepositStep): string | null {
  if (step.kind === 'notHeld') return t('nftdeposit.error.notHeld');
  if (step.kind !== 'failed') return null;
  return t(FAILURE_TEXT[step.reason]);
}

/** The dialog's body: what will happen and the wallet's steps, then the wait on the chain, then done. */
export function NftDepositPanel({
  name,
  settings,
  deposit,
}: {
  name: string;
  settings: ChainSettings;
  deposit: ReturnType<typeof useNftDeposit>;
}) {
  const { t } = useTranslation();
  const { step } = deposit;
  const required = settings.confirmations;
  if (step.kind === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <p className="rounded-xl border border-jade-400/40 bg-jade-400/10 p-4 font-display text-lg font-bold text-jade-200">
          {t('nftdeposit.done', { name })}
        </p>
        <Dialog.Close className={`${buttonStyles.primary} sm:self-end`}>{t('common.close')}</Dialog.Close>
      </div>
    );
  }
  const status =
    step.kind in STEP_TEXT ? (
      <TxStatus step={step.kind}>{t(STEP_TEXT[step.kind as keyof typeof STEP_TEXT])}</TxStatus>
    ) : null;
  if (isNftDepositWaiting(step)) {
    return (
      <FlowWaiting
        status={status}
        step={step}
        required={required}
        explorerUrl={settings.explorer_url}
        note={t('nftdeposit.waitingBody', { total: required })}
      />
    );
  }
  const busy = isNftDepositBusy(step);
  const error = nftDepositFailureText(t, step);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-relaxed text-mist">{t('nftdeposit.terms', { total: required })}</p>
      {isNetworkStep(step) ? <WrongNetwork step={step} onSwitch={deposit.switchChain} /> : null}
      {error ? (
        <p
          role="alert"
          className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm text-ember-100"
        >
          {error}
        </p>
      ) : null}
      {busy ? status : null}
      <DialogActions
        label={error ? t('nftdeposit.retry') : t('nftdeposit.submit')}
        busy={busy}
        onClick={deposit.start}
      />
    </div>
  );
}
