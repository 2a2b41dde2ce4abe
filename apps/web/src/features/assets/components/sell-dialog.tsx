import * as Dialog from '@radix-ui/react-dialog';
import { COINS, type Coin } from '@yuanlong/shared/coins';
import type { MessageKey } from '@yuanlong/shared/messages';
import { type FormEvent, useState } from 'react';
import { ModalContent } from '../../../components/dialog.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Field } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import { saleFeeOf, useSaleFee } from '../api/get-sale-fee.ts';
import { useSellAsset } from '../api/sell-asset.ts';
import { checkPrice } from '../price-input.ts';
import type { TradeTarget } from '../trade-target.ts';

// Labels may wrap; amounts never do.
const row = 'flex items-baseline justify-between gap-3 text-sm [&>dd]:shrink-0 [&>dd]:whitespace-nowrap';

function SellForm({
  target,
  mode,
  onDone,
}: {
  target: TradeTarget;
  mode: 'sell' | 'modify';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const sell = useSellAsset();
  const fee = useSaleFee().data?.fee_bps;
  const [coin, setCoin] = useState<Coin>(target.listing?.coin ?? 'MDS');
  const [price, setPrice] = useState(
    target.listing ? formatAmount(target.listing.price, target.listing.coin) : '',
  );
  const [error, setError] = useState<MessageKey>();
  const checked = checkPrice(price, coin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.error || checked.amount === undefined) {
      setError(checked.error);
      return;
    }
    sell.mutate(
      { id: target.id, price: checked.amount.toString(), coin },
      {
        onSuccess: () => {
          showToast(
            t(mode === 'sell' ? 'trade.listed' : 'trade.priceChanged', { name: target.name }),
            'success',
          );
          onDone();
        },
      },
    );
  };
  const amount = checked.amount;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <Field
          label={t('trade.price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={price}
          error={error ? sharedMessage(error) : undefined}
          onChange={(event) => {
            setPrice(event.target.value);
            setError(undefined);
          }}
        />
        <SelectField
          label={t('trade.coin')}
          value={coin}
          onChange={(event) => setCoin(event.target.value as Coin)}
          options={COINS.map((c) => ({ value: c, label: c }))}
          className="[&_label]:text-sm [&_label]:font-medium [&_label]:tracking-normal [&_label]:text-mist [&_label]:normal-case"
        />
      </div>
      {fee !== undefined ? (
        <dl className="space-y-1.5 rounded-xl border border-ink-700 bg-ink-850 p-3">
          <div className={row}>
            <dt className="text-mist">{t('trade.fee', { rate: fee / 100 })}</dt>
            <dd className="tabular-nums text-parchment">
              {amount ? `${formatAmount(saleFeeOf(amount, fee), coin)} ${coin}` : '—'}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-mist">{t('trade.youReceive')}</dt>
            <dd className="font-semibold tabular-nums text-gold-100">
              {amount ? `${formatAmount(amount - saleFeeOf(amount, fee), coin)} ${coin}` : '—'}
            </dd>
          </div>
        </dl>
      ) : null}
      <DialogActions
        label={t(mode === 'sell' ? 'trade.sellSubmit' : 'trade.modifySubmit')}
        pending={sell.isPending}
      />
    </form>
  );
}

/** Lists an asset at a price in a coin, or changes the price of its listing. */
export function SellDialog({
  target,
  mode,
  open,
  onOpenChange,
}: {
  target: TradeTarget;
  mode: 'sell' | 'modify';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title={t(mode === 'sell' ? 'trade.sellTitle' : 'trade.modifyTitle')}
        description={t('trade.sellBody', { name: target.name })}
      >
        {open ? <SellForm target={target} mode={mode} onDone={() => onOpenChange(false)} /> : null}
      </ModalContent>
    </Dialog.Root>
  );
}
