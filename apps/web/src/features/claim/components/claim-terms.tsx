import type { ClaimVoucher } from '@yuanlong/shared/claim';
import { shortenAddress } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { validUntilText } from './claim-status.tsx';

/**
 * What will happen, before anything is sent: the wallet the asset goes to (the account's own: the
 * only place a claim goes), how it goes, and the voucher's deadline once the server has given it.
 */
export function ClaimTerms({
  address,
  voucher,
  required,
}: {
  address: string;
  voucher: ClaimVoucher | null;
  required: number;
}) {
  const { t } = useTranslation();
  const to = voucher?.to ?? address;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-2 rounded-xl border border-ink-700 bg-ink-850/70 p-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-mist">{t('claim.destination')}</dt>
          <dd title={to} className="font-mono text-parchment">
            {shortenAddress(to)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-mist">{t('claim.validUntil')}</dt>
          <dd data-deadline={voucher?.deadline} className="text-right text-parchment tabular-nums">
            {voucher ? validUntilText(voucher.deadline) : t('claim.validUntilLater')}
          </dd>
        </div>
      </dl>
      <p className="text-xs leading-relaxed text-mist">{t('claim.howItGoes', { total: required })}</p>
    </div>
  );
}
