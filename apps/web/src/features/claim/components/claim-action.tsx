import type { ChainSettings } from '@yuanlong/shared/website';
import { useEffect, useState } from 'react';
import { FlowDialog } from '../../../components/flow-dialog.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import type { OwnedAssetRef, OwnerActionContext } from '../../../lib/owner-asset-action.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { isClaimBusy } from '../claim-flow.ts';
import { type ClaimOffer, claimOfferOf } from '../claim-rules.ts';
import { useClaim } from '../use-claim.ts';
import { ClaimPanel } from './claim-panel.tsx';
import { claimFailureText } from './claim-status.tsx';

function ClaimButton({
  asset,
  offer,
  settings,
  compact,
}: {
  asset: OwnedAssetRef;
  offer: ClaimOffer | null;
  settings: ChainSettings;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const claim = useClaim(asset.id);
  const address = useUserInfo().data?.address ?? '';
  const [open, setOpen] = useState(false);
  // The offer the dialog opened with: it stays while the asset changes under it (locked, then moved).
  const [shown, setShown] = useState<ClaimOffer>('move');
  const { step, voucher, reset } = claim;
  const busy = isClaimBusy(step);
  // A claim that ends while its dialog is closed says how it ended, then the button is free again.
  useEffect(() => {
    if (open || busy || step.kind === 'idle' || step.kind === 'wrongChain') return;
    if (step.kind === 'done') showToast(t('claim.done', { name: asset.name }), 'success');
    else {
      const text = step.kind === 'refused' ? null : claimFailureText(t, step, voucher?.deadline);
      if (text) showToast(text, 'error');
    }
    reset();
  }, [open, busy, step, voucher, asset.name, reset, t]);
  if (!offer && !open && !busy) return null;
  const progress =
    step.kind === 'confirming'
      ? t('claim.progress', { n: step.confirmations, total: step.required })
      : busy
        ? t('claim.busy')
        : undefined;
  const label = offer === 'continue' ? t('claim.continue') : t('claim.action');
  const onOpenChange = (next: boolean) => {
    if (next && offer) setShown(offer);
    setOpen(next);
    if (!next && !busy) reset();
  };
  return (
    <FlowDialog
      open={open}
      onOpenChange={onOpenChange}
      name={t('claim.open', { name: asset.name })}
      text={label}
      progress={progress}
      busy={busy}
      step={step.kind}
      compact={compact}
      assetId={asset.id}
      title={t('claim.title')}
      description={t('claim.description', { name: asset.name })}
      offer={offer ?? ''}
    >
      <ClaimPanel offer={shown} name={asset.name} address={address} settings={settings} claim={claim} />
    </FlowDialog>
  );
}

/**
 * "Move to wallet" on a game asset of the signed-in owner (or "Continue" on one whose claim is
 * open), with its dialog. Nothing when the chain has no deployment or the asset offers neither.
 */
export function ClaimAction({
  asset,
  online,
  activated,
  compact,
}: { asset: OwnedAssetRef } & OwnerActionContext) {
  const settings = useChainSettings().data;
  if (!settings?.contracts) return null;
  const offer = claimOfferOf({
    status: asset.status,
    location: asset.location,
    online,
    activated,
    kind: asset.kind,
    tokenId: asset.token_id,
  });
  return <ClaimButton asset={asset} offer={offer} settings={settings} compact={compact} />;
}
