import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { isClaimBusy } from '../claim-flow.ts';
import type { ClaimOffer } from '../claim-rules.ts';
import { CLAIM_TEST_IDS } from '../test-ids.ts';
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonStyles.ghost}>{t('common.cancel')}</Dialog.Close>
        <button
          type="button"
          data-testid={CLAIM_TEST_IDS.claimSubmit}
          disabled={busy}
          aria-busy={busy}
          onClick={claim.start}
          className={buttonStyles.primary}
        >
          {stopped ? t('claim.retry') : offer === 'continue' ? t('claim.continue') : t('claim.submit')}
        </button>
      </div>
    </div>
  );
}
