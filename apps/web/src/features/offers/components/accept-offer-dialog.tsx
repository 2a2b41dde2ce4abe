import * as Dialog from '@radix-ui/react-dialog';
import type { Offer } from '@yuanlong/shared/offers';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAcceptOffer } from '../api/offers-api.ts';
import { useOfferTexts } from '../offer-texts.ts';

const row = 'flex items-baseline justify-between gap-3 text-sm [&>dd]:shrink-0 [&>dd]:whitespace-nowrap';

/**
 * Accepts an offer for one of the user's assets: what they receive after the market's fee, one
 * click to confirm (selling needs no fund password, as listing does not).
 */
export function AcceptOfferDialog({
  offer,
  assetId,
  assetName,
  feeBps,
  open,
  onOpenChange,
}: {
  offer: Offer;
  assetId: number;
  assetName: string;
  feeBps: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { ot } = useOfferTexts();
  const accept = useAcceptOffer();
  const amount = BigInt(offer.amount);
  const fee = feeBps === undefined ? undefined : (amount * BigInt(feeBps)) / 10_000n;
  const confirm = async () => {
    try {
      await accept.mutateAsync({ id: offer.id, body: { asset_id: assetId }, serverId: offer.server_id });
    } catch {
      return;
    }
    showToast(ot('offers.accepted', { name: assetName }), 'success');
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title={ot('offers.acceptTitle')}
        description={ot('offers.acceptBody', { name: assetName })}
      >
        <dl className="flex flex-col gap-2 rounded-xl border border-ink-700 bg-ink-850 p-3">
          <div className={row}>
            <dt className="text-mist">{ot('offers.amount')}</dt>
            <dd className="font-semibold text-parchment">
              {formatAmount(amount, offer.coin)} {offer.coin}
            </dd>
          </div>
          {fee !== undefined && feeBps !== undefined ? (
            <>
              <div className={row}>
                <dt className="text-mist">{t('trade.fee', { rate: feeBps / 100 })}</dt>
                <dd>
                  −{formatAmount(fee, offer.coin)} {offer.coin}
                </dd>
              </div>
              <div className={row}>
                <dt className="text-mist">{t('trade.youReceive')}</dt>
                <dd className="font-semibold text-jade-300">
                  {formatAmount(amount - fee, offer.coin)} {offer.coin}
                </dd>
              </div>
            </>
          ) : null}
        </dl>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close className={buttonStyles.ghost}>{t('common.cancel')}</Dialog.Close>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={accept.isPending}
            className={buttonStyles.primary}
          >
            {accept.isPending ? t('common.processing') : ot('offers.acceptConfirm')}
          </button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
