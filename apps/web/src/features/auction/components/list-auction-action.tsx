import * as Dialog from '@radix-ui/react-dialog';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { COINS, type Coin } from '@yuanlong/shared/coins';
import type { ChainSettings } from '@yuanlong/shared/website';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Field } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { decimalsOf, parseAmount } from '../../../lib/coins.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import type { OwnedAssetRef, OwnerActionContext } from '../../../lib/owner-asset-action.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { isAuctionBusy, isAuctionWaiting } from '../auction-flow.ts';
import { AUCTION_TIMEOUTS, DEFAULT_TIMEOUT, listPlan } from '../list-plan.ts';
import { type AuctionTx, useAuctionTx } from '../use-auction-tx.ts';
import { AuctionTxState } from './auction-tx-status.tsx';

/** Statuses in which an asset is free to auction: idle, or a market sale that ended. */
const FREE = new Set<number | null>([null, CARD_STATUS.cancelled, CARD_STATUS.bought]);

/** A timeout in words: 10 minutes, 24 hours. */
function timeoutLabel(t: TFunction, seconds: number): string {
  if (seconds % 3600 === 0) return t('auction.timeout.hours', { count: seconds / 3600 });
  return t('auction.timeout.minutes', { count: seconds / 60 });
}

function ListForm({
  asset,
  contracts,
  tx,
}: {
  asset: OwnedAssetRef;
  contracts: NonNullable<ChainSettings['contracts']>;
  tx: AuctionTx;
}) {
  const { t } = useTranslation();
  const account = useUserInfo().data?.address ?? '';
  const [coin, setCoin] = useState<Coin>('MDS');
  const [price, setPrice] = useState('');
  const [timeout, setTimeoutSeconds] = useState(DEFAULT_TIMEOUT);
  const [error, setError] = useState<string | undefined>();
  const busy = isAuctionBusy(tx.step);
  if (tx.step.kind === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <div className="rounded-xl border border-jade-400/40 bg-jade-400/10 p-4">
          <p className="font-display text-lg font-bold text-jade-200">
            {t('auction.list.done', { name: asset.name })}
          </p>
          <p className="mt-1 text-sm text-mist">{t('auction.list.doneBody')}</p>
        </div>
        <AuctionTxState tx={tx} />
        <Dialog.Close className={`${buttonStyles.primary} sm:self-end`}>{t('common.close')}</Dialog.Close>
      </div>
    );
  }
  const submit = () => {
    if (busy) return;
    const startPrice = price.trim() ? parseAmount(price, coin) : null;
    if (!price.trim()) return setError(t('auction.error.enterPrice'));
    if (startPrice === null || startPrice <= 0n) {
      return setError(t('auction.error.priceFormat', { decimals: decimalsOf(coin) }));
    }
    setError(undefined);
    tx.start(
      listPlan({
        account,
        contracts,
        asset: { id: asset.id, kind: asset.kind, tokenId: BigInt(asset.token_id ?? '0') },
        coin,
        startPrice,
        timeout,
      }),
    );
  };
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm leading-relaxed text-mist">{t('auction.list.rules')}</p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <SelectField
          label={t('auction.list.coin')}
          value={coin}
          disabled={busy || isAuctionWaiting(tx.step)}
          onChange={(event) => setCoin(event.target.value as Coin)}
          options={COINS.map((c) => ({ value: c, label: c }))}
        />
        <Field
          label={t('auction.list.price')}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          disabled={busy}
          error={error}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <SelectField
        label={t('auction.list.timeout')}
        value={String(timeout)}
        disabled={busy}
        onChange={(event) => setTimeoutSeconds(Number(event.target.value))}
        options={AUCTION_TIMEOUTS.map((s) => ({ value: String(s), label: timeoutLabel(t, s) }))}
      />
      <p className="text-xs text-mist">{t('auction.list.twoSteps')}</p>
      <AuctionTxState tx={tx} />
      <DialogActions
        label={
          tx.step.kind === 'failed' || tx.step.kind === 'refused'
            ? t('auction.list.retry')
            : t('auction.list.submit')
        }
        busy={busy}
      />
    </form>
  );
}

/**
 * "Auction" on the owner's wallet card or dragon (and on an idle game asset, whose dialog says
 * to move it to the wallet first). Nothing when the chain has no deployment.
 */
export function ListAuctionAction({ asset, compact }: { asset: OwnedAssetRef } & OwnerActionContext) {
  const { t } = useTranslation();
  const contracts = useChainSettings().data?.contracts;
  const [open, setOpen] = useState(false);
  // The transaction lives here, not in the dialog: closing the dialog does not stop its wait.
  const tx = useAuctionTx(asset.id);
  const busy = isAuctionBusy(tx.step);
  // What the dialog opened with: it stays while the asset changes under it (confirming, escrowed).
  const [form, setForm] = useState(true);
  const inWallet = asset.location === ASSET_LOCATIONS.wallet.code && asset.token_id !== null;
  const inGame = asset.location === ASSET_LOCATIONS.game.code;
  const offered = FREE.has(asset.status) && (inWallet || inGame);
  if (!contracts || (!offered && !open && !busy)) return null;
  const onOpenChange = (next: boolean) => {
    if (next) setForm(inWallet);
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label={t('auction.list.open', { name: asset.name })}
        className={`${buttonStyles.secondary} ${compact ? 'min-h-10 self-start px-3 text-sm' : 'w-full'}`}
      >
        {t('auction.list.action')}
      </Dialog.Trigger>
      <ModalContent
        title={t('auction.list.title')}
        description={t('auction.list.description', { name: asset.name })}
      >
        {form ? (
          <ListForm asset={asset} contracts={contracts} tx={tx} />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="rounded-xl border border-gold-500/40 bg-gold-400/10 p-4 text-sm leading-relaxed text-gold-100">
              {t('auction.list.moveFirst')}
            </p>
            <Dialog.Close className={`${buttonStyles.primary} sm:self-end`}>{t('common.close')}</Dialog.Close>
          </div>
        )}
      </ModalContent>
    </Dialog.Root>
  );
}
