import type { Coin } from '@yuanlong/shared/coins';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CoinPriceField } from '../../../components/coin-price-field.tsx';
import { formatAmount, parseAmount } from '../../../lib/coins.ts';
import type { WatchT } from '../../../lib/feature-texts.ts';
import type { Threshold } from '../api/follow-asset.ts';

/**
 * An alert price: "at or below" an amount in a coin, or empty for none. Typed as a decimal and
 * sent in base units; Escape or Cancel closes it without a change.
 */
export function ThresholdForm({
  wt,
  label,
  initial,
  defaultCoin,
  busy,
  onSave,
  onCancel,
}: {
  wt: WatchT;
  label: string;
  initial: Threshold;
  defaultCoin: Coin;
  busy: boolean;
  onSave: (threshold: Threshold) => void;
  onCancel?: () => void;
}) {
  const startCoin = initial.coin ?? defaultCoin;
  const [coin, setCoin] = useState<Coin>(startCoin);
  const [text, setText] = useState(
    initial.below_price ? formatAmount(initial.below_price, startCoin).replaceAll(',', '') : '',
  );
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return onSave({ below_price: null, coin: null });
    const amount = parseAmount(text.replaceAll(',', ''), coin);
    if (amount === null || amount <= 0n) return setError(wt('watch.priceInvalid'));
    setError(undefined);
    onSave({ below_price: amount.toString(), coin });
  };
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) {
          e.preventDefault();
          onCancel();
        }
      }}
      className="flex flex-col gap-3"
    >
      <CoinPriceField
        label={wt('watch.price')}
        coinLabel={wt('watch.coin')}
        hint={wt('watch.priceHint')}
        price={text}
        coin={coin}
        error={error}
        onPrice={setText}
        onCoin={setCoin}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {wt('watch.save')}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
            {wt('watch.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
