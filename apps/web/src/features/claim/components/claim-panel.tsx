import type { ChainSettings } from '@yuanlong/shared/website';
import { isClaimWaiting } from '../claim-flow.ts';
import type { ClaimOffer } from '../claim-rules.ts';
import type { useClaim } from '../use-claim.ts';
import { ClaimForm } from './claim-form.tsx';
import { ClaimDone, ClaimWaiting } from './claim-progress.tsx';

/** The dialog's body: what will happen and the wallet's steps, then the wait on the chain, then done. */
export function ClaimPanel({
  offer,
  name,
  address,
  settings,
  claim,
}: {
  offer: ClaimOffer;
  name: string;
  address: string;
  settings: ChainSettings;
  claim: ReturnType<typeof useClaim>;
}) {
  const { step } = claim;
  const explorerUrl = settings.explorer_url;
  if (step.kind === 'done') return <ClaimDone step={step} name={name} explorerUrl={explorerUrl} />;
  if (isClaimWaiting(step)) {
    return (
      <ClaimWaiting step={step} name={name} required={settings.confirmations} explorerUrl={explorerUrl} />
    );
  }
  return <ClaimForm offer={offer} address={address} required={settings.confirmations} claim={claim} />;
}
