import * as Dialog from '@radix-ui/react-dialog';
import type { ChainSettings } from '@yuanlong/shared/website';
import { useEffect, useState } from 'react';
import type { Address } from 'viem';
import { balanceActionStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { depositCoinAddress } from '../deposit-coins.ts';
import { isDepositBusy } from '../deposit-flow.ts';
import { useDeposit } from '../use-deposit.ts';
import { failureText } from './deposit-error.tsx';
import { DepositPanel } from './deposit-panel.tsx';

function DepositButton({
  coin,
  contract,
  settings,
}: {
  coin: string;
  contract: Address | null;
  settings: ChainSettings;
}) {
  const { t } = useTranslation();
  const deposit = useDeposit(coin);
  const [open, setOpen] = useState(false);
  const { step, amount, reset } = deposit;
  const busy = isDepositBusy(step);
  // A deposit that ends while its dialog is closed says how it ended, then the button is free again.
  useEffect(() => {
    if (open || (step.kind !== 'done' && step.kind !== 'failed')) return;
    if (step.kind === 'done') {
      showToast(t('deposit.done', { amount: formatAmount(amount, coin), symbol: coin }), 'success');
    } else if (step.reason !== 'api') {
      showToast(failureText(t, step.reason), 'error');
    }
    reset();
  }, [open, step, amount, coin, reset, t]);
  const progress =
    step.kind === 'confirming'
      ? t('deposit.progress', { n: step.confirmations, total: step.required })
      : busy
        ? t('deposit.busy')
        : undefined;
  // A deposit under way goes on when the dialog closes (the button shows it); a finished one is cleared.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && !busy) deposit.reset();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        data-step={step.kind}
        aria-label={
          progress
            ? `${t('deposit.open', { symbol: coin })}: ${progress}`
            : t('deposit.open', { symbol: coin })
        }
        className={balanceActionStyles(busy)}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-gold-300 border-t-transparent"
          />
        ) : null}
        <span className="truncate tabular-nums">{progress ?? t('deposit.action')}</span>
      </Dialog.Trigger>
      <ModalContent
        title={t('deposit.title', { symbol: coin })}
        description={t('deposit.description', { symbol: coin, total: settings.confirmations })}
      >
        <div data-coin={coin} data-step={step.kind}>
          <DepositPanel coin={coin} contract={contract} settings={settings} deposit={deposit} />
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}

/**
 * "Deposit" for a coin of the balances: opens the dialog that moves the coin from the wallet to the
 * game. Nothing for a coin the vault does not take (or when the chain has no deployment).
 */
export function DepositAction({ coin }: { coin: string }) {
  const settings = useChainSettings().data;
  const contract = depositCoinAddress(settings, coin);
  if (!settings || contract === undefined) return null;
  return <DepositButton coin={coin} contract={contract} settings={settings} />;
}
