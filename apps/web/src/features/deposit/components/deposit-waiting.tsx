import * as Dialog from '@radix-ui/react-dialog';
import { formatUnits } from '@yuanlong/shared/coins';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ChainWait } from '../../../components/chain-tx/chain-wait.tsx';
import { waitingConfirmations } from '../../../lib/chain-tx/confirmations.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import type { DepositWaitingStep } from '../deposit-flow.ts';
import { DepositStatus } from './deposit-status.tsx';
import { DEPOSIT_WAIT_IDS } from './wait-ids.ts';

/** The deposit is sent: its block, confirmations n of N, then the credit. It goes on if closed. */
export function DepositWaiting({
  step,
  coin,
  amount,
  decimals,
  required,
  explorerUrl,
}: {
  step: DepositWaitingStep;
  coin: string;
  amount: bigint;
  decimals: number;
  required: number;
  explorerUrl: string;
}) {
  const { t } = useTranslation();
  const focus = useFocusOnMount();
  return (
    <div className="flex flex-col gap-4">
      <p ref={focus} tabIndex={-1} className="font-display text-lg font-bold text-gold-100 outline-none">
        {t('deposit.depositing', { amount: formatUnits(amount, decimals), symbol: coin })}
      </p>
      <DepositStatus step={step} coin={coin} />
      <ChainWait
        confirmations={waitingConfirmations(step, required)}
        required={required}
        txHash={step.hash}
        explorerUrl={explorerUrl}
        testIds={DEPOSIT_WAIT_IDS}
      />
      <p className="text-xs leading-relaxed text-mist">{t('deposit.waitingBody', { total: required })}</p>
      <Dialog.Close className={`${buttonStyles.secondary} sm:self-end`}>{t('common.close')}</Dialog.Close>
    </div>
  );
}
