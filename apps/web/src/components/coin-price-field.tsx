import { COINS, type Coin } from '@yuanlong/shared/coins';
import { Field } from './form-field.tsx';
import { SelectField } from './select-field.tsx';

/** A price typed as a decimal with its coin chosen beside it (an alert's "at or below" price). */
export function CoinPriceField({
  label,
  coinLabel,
  hint,
  price,
  coin,
  error,
  onPrice,
  onCoin,
}: {
  label: string;
  coinLabel: string;
  hint: string;
  price: string;
  coin: Coin;
  error: string | undefined;
  onPrice: (price: string) => void;
  onCoin: (coin: Coin) => void;
}) {
  return (
    <Field
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.0"
      value={price}
      error={error}
      hint={hint}
      onChange={(e) => onPrice(e.target.value)}
      trailing={
        <SelectField
          label={coinLabel}
          hideLabel
          value={coin}
          onChange={(e) => onCoin(e.target.value as Coin)}
          options={COINS.map((c) => ({ value: c, label: c }))}
          className="w-28 shrink-0"
        />
      }
    />
  );
}
