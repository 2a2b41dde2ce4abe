import * as Dialog from '@radix-ui/react-dialog';
import { formatUnits } from '@yuanlong/shared/coins';
import { buttonStyles } from '../../../components/button-styles.ts';
import { TxHash, TxLink } from '../../../components/chain-tx/tx-ref.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';

/** Credited: the amount is in the game balance. Deposit more, or close. */
export function DepositDone({
  coin,
  amount,
  balance,
  decimals,
  txHash,
  explorerUrl,
  onMore,
}: {
  coin: string;
  amount: bigint;
  /** The game balance now. */
  balance: bigint;
  decimals: number;
  txHash: string;
  explorerUrl: string;
  onMore(): void;
}) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="rounded-xl border border-jade-400/40 bg-jade-400/10 px-4 py-3">
        <p
          ref={focus}
          tabIndex={-1}
          className="flex items-center gap-2 font-display text-lg font-bold text-jade-100 outline-none"
        >
          <CheckIcon className="shrink-0 text-jade-300" />
          {t('deposit.done', { amount: formatUnits(amount, decimals), symbol: coin })}
        </p>
        <p className="mt-1 text-sm text-jade-100/90">
          {t('deposit.doneBody', { balance: formatUnits(balance, decimals), symbol: coin })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4">
        <TxHash txHash={txHash} />
        <TxLink txHash={txHash} explorerUrl={explorerUrl} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onMore} className={buttonStyles.ghost}>
          {t('deposit.more')}
        </button>
        <Dialog.Close className={buttonStyles.primary}>{t('deposit.close')}</Dialog.Close>
      </div>
    </div>
  );
}
