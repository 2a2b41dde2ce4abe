import { holdLeft } from '@yuanlong/shared/withdraw';
import { HourglassIcon } from '../../../components/icons.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';

// Labels may wrap; amounts wrap only when they must (they are exact, never cut).
const row = 'flex items-baseline justify-between gap-3 text-sm';
const amount = 'text-right font-semibold text-gold-100 tabular-nums [overflow-wrap:anywhere]';

/**
 * What a withdrawal of the coin is, before it is asked for: the available game balance, the
 * coin's minimum, the wallet it goes to (the account's own, not editable) and the 24-hour rule,
 * or, when that rule or a recent security change holds it back, the time left and from when it
 * is allowed again.
 */
export function WithdrawTerms({
  coin,
  available,
  minimum,
  address,
  nextAllowed,
  securityHold = null,
}: {
  coin: string;
  available: bigint;
  minimum: bigint;
  address: string;
  nextAllowed: Date | null;
  securityHold?: Date | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <dl className="space-y-2 rounded-xl border border-ink-700 bg-ink-850 p-3">
        <div className={row}>
          <dt className="text-mist">{t('withdraw.available')}</dt>
          <dd data-amount={available.toString()} className={amount}>
            {formatAmount(available, coin)} {coin}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-mist">{t('withdraw.minimum')}</dt>
          <dd data-amount={minimum.toString()} className="text-right text-parchment tabular-nums">
            {formatAmount(minimum, coin)} {coin}
          </dd>
        </div>
        <div className="border-t border-ink-700 pt-2 text-sm">
          <dt className="text-mist">{t('withdraw.destination')}</dt>
          <dd className="mt-1 font-mono text-xs leading-relaxed break-all text-parchment">{address}</dd>
          <dd className="mt-1 text-xs text-mist">{t('withdraw.destinationNote')}</dd>
        </div>
      </dl>
      {securityHold ? (
        <p
          role="status"
          data-security-hold-until={securityHold.toISOString()}
          className="flex gap-2.5 rounded-xl border border-gold-500/40 bg-gold-400/10 p-3 text-sm leading-relaxed text-gold-100"
        >
          <HourglassIcon width={18} height={18} className="mt-0.5 shrink-0 text-gold-300" />
          {sharedMessage('securityHold', {
            ...holdLeft(securityHold.getTime(), Date.now()),
            time: formatDateTime(securityHold.getTime(), currentLang()),
          })}
        </p>
      ) : nextAllowed ? (
        <p
          role="status"
          data-next-allowed-at={nextAllowed.toISOString()}
          className="flex gap-2.5 rounded-xl border border-gold-500/40 bg-gold-400/10 p-3 text-sm leading-relaxed text-gold-100"
        >
          <HourglassIcon width={18} height={18} className="mt-0.5 shrink-0 text-gold-300" />
          {sharedMessage('withdrawOncePerDay', {
            time: formatDateTime(nextAllowed.getTime(), currentLang()),
          })}
        </p>
      ) : (
        <p className="flex gap-2.5 text-xs leading-relaxed text-mist">
          <HourglassIcon width={16} height={16} className="mt-px shrink-0 text-gold-300" />
          {t('withdraw.rules')}
        </p>
      )}
      <p className="text-xs leading-relaxed text-mist">{t('withdraw.whileOnline')}</p>
    </div>
  );
}
