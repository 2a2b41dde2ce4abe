import { COINS, type Coin } from '@yuanlong/shared/coins';
import type { BulkSellResult } from '@yuanlong/shared/market-batch';
import type { MessageKey } from '@yuanlong/shared/messages';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { type FormEvent, useState } from 'react';
import { chipStyles } from '../../../components/button-styles.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Field } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import { useBulkSell } from '../api/bulk-trade.ts';
import { checkPrice } from '../price-input.ts';
import { BulkDialog } from './bulk-dialog.tsx';
import { distinctNames } from './distinct-names.ts';

type Mode = 'one' | 'each';

function BulkSellForm({
  assets,
  onResult,
}: {
  assets: readonly OwnedAsset[];
  onResult: (r: BulkSellResult) => void;
}) {
  const { t } = useTranslation();
  const sell = useBulkSell();
  const [mode, setMode] = useState<Mode>('one');
  const [coin, setCoin] = useState<Coin>('MDS');
  const [one, setOne] = useState('');
  const [each, setEach] = useState<Record<number, string>>(() =>
    Object.fromEntries(assets.map((a) => [a.id, a.price && a.coin ? formatAmount(a.price, a.coin) : ''])),
  );
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const names = distinctNames(assets);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, MessageKey> = {};
    const items = assets.map((asset) => {
      const key = mode === 'one' ? 'one' : String(asset.id);
      const checked = checkPrice(mode === 'one' ? one : (each[asset.id] ?? ''), coin);
      if (checked.error) found[key] = checked.error;
      return { id: asset.id, price: checked.amount?.toString() ?? '0', coin };
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      onResult(await sell.mutateAsync({ items }));
    } catch {
      // The API client has shown the server's message.
    }
  };
  const errorOf = (key: string) => (errors[key] ? sharedMessage(errors[key]) : undefined);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('bulk.priceMode')}</legend>
        {(['one', 'each'] as const).map((m) => (
          <label key={m} className={`${chipStyles(mode === m)} cursor-pointer`}>
            <input
              type="radio"
              name="bulk-price-mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              className="sr-only"
            />
            {t(m === 'one' ? 'bulk.onePrice' : 'bulk.eachPrice')}
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t('trade.coin')}
        value={coin}
        onChange={(event) => setCoin(event.target.value as Coin)}
        options={COINS.map((c) => ({ value: c, label: c }))}
      />
      {mode === 'one' ? (
        <Field
          label={t('bulk.priceEach')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={one}
          error={errorOf('one')}
          onChange={(event) => {
            setOne(event.target.value);
            setErrors({});
          }}
        />
      ) : (
        <div className="flex max-h-[40dvh] flex-col gap-3 overflow-y-auto pr-1">
          {assets.map((asset) => (
            <Field
              key={asset.id}
              label={t('bulk.priceOf', { name: names.get(asset.id) })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={each[asset.id] ?? ''}
              error={errorOf(String(asset.id))}
              onChange={(event) => {
                setEach({ ...each, [asset.id]: event.target.value });
                setErrors({});
              }}
            />
          ))}
        </div>
      )}
      <DialogActions label={t('bulk.listSubmit', { count: assets.length })} pending={sell.isPending} />
    </form>
  );
}

/** Lists the picked assets at one price or a price each (one coin); then the result per item. */
export function BulkSellDialog(props: {
  assets: readonly OwnedAsset[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The assets listed: they leave the selection. */
  onDone: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <BulkDialog<BulkSellResult>
      {...props}
      title={(count) => t('bulk.listTitle', { count })}
      description={t('bulk.listBody')}
      doneLabel={t('bulk.listed')}
    >
      {(finish) => <BulkSellForm assets={props.assets} onResult={finish} />}
    </BulkDialog>
  );
}
