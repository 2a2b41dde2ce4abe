import { DialogActions } from '../../../components/dialog-actions.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isClaimBusy } from '../claim-flow.ts';
import type { ClaimOffer } from '../claim-rules.ts';
import type { useClaim } from '../use-claim.ts';
import { ClaimError, ClaimStatus } from './claim-status.tsx';
import { ClaimTerms } from './claim-terms.tsx';

/** The dialog up to the moment the voucher is sent: what will happen, the wallet's steps, the errors. */
export function ClaimForm({
  offer,
  address,
  required,
  claim,
}: {
  offer: ClaimOffer;
  address: string;
  required: number;
  claim: ReturnType<typeof useClaim>;
}) {
  const { t } = useTranslation();
  const { step, voucher } = claim;
  const busy = isClaimBusy(step);
  const stopped = step.kind === 'failed' || step.kind === 'refused' || step.kind === 'expired';
  return (
    <div className="flex flex-col gap-4">
      <ClaimTerms address={address} voucher={voucher} required={required} />
      {isNetworkStep(step) ? <WrongNetwork step={step} onSwitch={claim.switchChain} /> : null}
      <ClaimError step={step} deadline={voucher?.deadline} />
      {busy ? <ClaimStatus step={step} /> : null}
      <DialogActions
        label={stopped ? t('claim.retry') : offer === 'continue' ? t('claim.continue') : t('claim.submit')}
        busy={busy}
        onClick={claim.start}
      />
    </div>
  );
}
