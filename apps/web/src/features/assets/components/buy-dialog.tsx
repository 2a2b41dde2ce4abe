import * as Dialog from '@radix-ui/react-dialog';
import type { Coin } from '@yuanlong/shared/coins';
import { type FormEvent, useState } from 'react';
import { ModalContent } from '../../../components/dialog.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { FundPasswordField } from '../../../components/fund-password-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { sharedMessage } from '../../../lib/validation.ts';
import { useBuyAsset } from '../api/buy-asset.ts';
import { useSaleFee } from '../api/get-sale-fee.ts';
import { balanceAfter } from '../price-input.ts';
import { BuySummary } from './buy-summary.tsx';

function BuyForm({
  id,
  name,
  price,
  coin,
  onDone,
}: {
  id: number;
  name: string;
  price: string;
  coin: Coin;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const fee = useSaleFee().data?.fee_bps;
  const buy = useBuyAsset();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const available = user?.coins[coin] ?? '0';
  const after = balanceAfter(available, price);
  const short = user !== undefined && after < 0n;
  const noFundPassword = user !== undefined && !user.has_pay_password;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    try {
      // mutateAsync, not mutate's callbacks: those are dropped if the dialog unmounts first.
      await buy.mutateAsync({ id, pay_password: password, expected_price: price, coin });
    } catch {
      // The API client has shown the server's message (wrong password, balance, sold…).
      setPassword('');
      return;
    }
    showToast(t('trade.bought', { name }), 'success');
    onDone();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <BuySummary price={price} coin={coin} available={available} after={after} short={short} fee={fee} />
      {short ? (
        <p role="alert" className="text-sm text-ember-400">
          {sharedMessage('insufficientBalance')}
        </p>
      ) : null}
      <FundPasswordField
        hasPassword={!noFundPassword}
        value={password}
        missing={missing}
        onChange={(value) => {
          setPassword(value);
          setMissing(false);
        }}
      />
      <DialogActions
        label={t('trade.buyConfirm')}
        pending={buy.isPending}
        disabled={short || noFundPassword}
      />
    </form>
  );
}

/** Buys a listing: shows price, fee and the balance after, and asks for the fund password. */
export function BuyDialog({
  id,
  name,
  listing,
  open,
  onOpenChange,
}: {
  id: number;
  name: string;
  listing: { price: string; coin: Coin };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent title={t('trade.buyTitle')} description={t('trade.buyBody', { name })}>
        {open ? (
          <BuyForm
            id={id}
            name={name}
            price={listing.price}
            coin={listing.coin}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </ModalContent>
    </Dialog.Root>
  );
}
