import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { useEffect, useMemo, useState } from 'react';
import { FlowDialog } from '../../../components/flow-dialog.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import type { OwnedAssetRef, OwnerActionContext } from '../../../lib/owner-asset-action.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isNftDepositBusy } from '../nft-deposit-flow.ts';
import { useNftDeposit } from '../use-nft-deposit.ts';
import { NftDepositPanel, nftDepositFailureText } from './nft-deposit-panel.tsx';

/** Whether an owner's asset offers "Deposit to game": a minted NFT in their wallet, the game offline. */
export function offersNftDeposit(asset: OwnedAssetRef, online: boolean): boolean {
  return asset.location === ASSET_LOCATIONS.wallet.code && asset.token_id !== null && !online;
}

function DepositButton({ asset, compact }: { asset: OwnedAssetRef; compact: boolean }) {
  const { t } = useTranslation();
  const request = useMemo(
    () => ({ assetId: asset.id, kind: asset.kind, tokenId: BigInt(asset.token_id ?? '0') }),
    [asset.id, asset.kind, asset.token_id],
  );
  const deposit = useNftDeposit(request);
  const settings = useChainSettings().data;
  const [open, setOpen] = useState(false);
  const { step, reset } = deposit;
  const busy = isNftDepositBusy(step);
  // A deposit that ends while its dialog is closed says how it ended, then the button is free again.
  useEffect(() => {
    if (open || busy || step.kind === 'idle' || step.kind === 'wrongChain') return;
    if (step.kind === 'done') showToast(t('nftdeposit.done', { name: asset.name }), 'success');
    else {
      const text = nftDepositFailureText(t, step);
      if (text) showToast(text, 'error');
    }
    reset();
  }, [open, busy, step, asset.name, reset, t]);
  if (!settings) return null;
  const progress =
    step.kind === 'confirming'
      ? t('nftdeposit.progress', { n: step.confirmations, total: step.required })
      : busy
        ? t('nftdeposit.busy')
        : undefined;
  return (
    <FlowDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && !busy) reset();
      }}
      name={t('nftdeposit.open', { name: asset.name })}
      text={t('nftdeposit.action')}
      progress={progress}
      busy={busy}
      step={step.kind}
      compact={compact}
      assetId={asset.id}
      title={t('nftdeposit.title')}
      description={t('nftdeposit.description', { name: asset.name })}
    >
      <NftDepositPanel name={asset.name} settings={settings} deposit={deposit} />
    </FlowDialog>
  );
}

/**
 * "Deposit to game" on an NFT in the signed-in owner's wallet, with its dialog: the wallet sends
 * it to the GameVault for this account; the server shows it depositing, the watcher moves it in.
 */
export function NftDepositAction({ asset, online, compact }: { asset: OwnedAssetRef } & OwnerActionContext) {
  const settings = useChainSettings().data;
  if (!settings?.contracts || !offersNftDeposit(asset, online)) return null;
  return <DepositButton asset={asset} compact={compact} />;
}
