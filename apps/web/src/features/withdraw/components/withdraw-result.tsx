import * as Dialog from '@radix-ui/react-dialog';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { WithdrawalItem } from './withdrawal-item.tsx';

/** The withdrawal just asked for, as the polled list has it now: queued, then sent n of N, then paid. */
export function WithdrawResult({ withdrawal, explorerUrl }: { withdrawal: Withdrawal; explorerUrl: string }) {
  const { t } = useTranslation();
  const focus = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p
          ref={focus}
          tabIndex={-1}
          className="font-display text-lg font-bold text-gold-100 outline-none [overflow-wrap:anywhere]"
        >
          {t('withdraw.requested', {
            amount: formatAmount(withdrawal.amount, withdrawal.coin),
            symbol: withdrawal.coin,
          })}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-mist">{t('withdraw.requestedBody')}</p>
      </div>
      <WithdrawalItem withdrawal={withdrawal} explorerUrl={explorerUrl} />
      <Dialog.Close className={`${buttonStyles.primary} sm:self-end`}>{t('withdraw.close')}</Dialog.Close>
    </div>
  );
}
