import * as Dialog from '@radix-ui/react-dialog';
import type { Coin } from '@yuanlong/shared/coins';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { useState } from 'react';
import { balanceActionStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { isCoin } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { isWithdrawalPending, minimumOf } from '../withdraw-rules.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';

function WithdrawButton({ coin, pending }: { coin: Coin; pending: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The withdrawal this dialog asked for; closing the dialog goes back to the form (the account
  // page's list keeps showing it).
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label={
          pending
            ? `${t('withdraw.open', { symbol: coin })}: ${t('withdraw.pending')}`
            : t('withdraw.open', { symbol: coin })
        }
        className={balanceActionStyles(pending)}
      >
        {pending ? (
          <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-gold-300" />
        ) : null}
        <span className="truncate">{t('withdraw.action')}</span>
      </Dialog.Trigger>
      <ModalContent
        title={t('withdraw.title', { symbol: coin })}
        description={t('withdraw.description', { symbol: coin })}
      >
        <div data-coin={coin}>
          {open ? <WithdrawPanel coin={coin} created={created} onCreated={setCreated} /> : null}
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}

/**
 * "Withdraw" for a coin of the balances: opens the dialog that asks for a payout of the coin from
 * the game to the account's wallet. Nothing for a coin that has no withdrawal minimum (cannot be
 * withdrawn); shown while the rules load (the dialog waits for them).
 */
export function WithdrawAction({ coin }: { coin: string }) {
  const rules = useWithdrawals().data;
  if (!isCoin(coin) || (rules && minimumOf(rules, coin) === undefined)) return null;
  const pending = rules?.items.some((w) => w.coin === coin && isWithdrawalPending(w.state)) ?? false;
  return <WithdrawButton coin={coin} pending={pending} />;
}
