import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { Offer } from '@yuanlong/shared/offers';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { OnDemand } from '../../../components/on-demand.tsx';
import type { OwnedAssetRef } from '../../../lib/owner-asset-action.ts';
import { useToken } from '../../../lib/token.ts';
import { useAssetOffers, useSaleFeeBps } from '../api/offers-api.ts';
import { useOfferTexts } from '../offer-texts.ts';
import { AcceptOfferButton, CancelOfferButton } from './offer-buttons.tsx';
import { OfferRow } from './offer-row.tsx';

// The dialogs (Radix, the offer form and its fields) are fetched when one first opens: a viewer
// who only reads the offers does not load them.
const loadMake = () => import('./make-offer-dialog.tsx').then((m) => m.MakeOfferDialog);
const loadAccept = () => import('./accept-offer-dialog.tsx').then((m) => m.AcceptOfferDialog);

const small = `${buttonStyles.secondary} min-h-9 px-3 text-xs`;

/** Statuses that still take offers (the server's rule): idle, on sale, in a team. */
const OFFERABLE = new Set<number | null>([null, CARD_STATUS.onSale, CARD_STATUS.inTeam]);
/** Statuses in which the owner can sell now: idle or on sale. */
const SELLABLE = new Set<number | null>([null, CARD_STATUS.onSale]);

/**
 * The detail page's offers: the open offers the asset can be sold to (on it, and the collection
 * offers it matches), highest first; the owner accepts one, others make one or cancel their own.
 */
function OffersPanelBody({ asset }: { asset: OwnedAssetRef }) {
  const { ot } = useOfferTexts();
  const signedIn = useToken() !== '';
  const offers = useAssetOffers(asset.id, signedIn);
  const fee = useSaleFeeBps();
  const [making, setMaking] = useState(false);
  const [accepting, setAccepting] = useState<Offer>();
  const inGame = asset.location === ASSET_LOCATIONS.game.code;
  if (!inGame && !offers.data?.items.length) return null;
  const isOwner = offers.data?.is_owner ?? false;
  const canOffer = signedIn && !isOwner && inGame && OFFERABLE.has(asset.status);
  const canSell = isOwner && inGame && SELLABLE.has(asset.status);
  const items = offers.data?.items ?? [];
  return (
    <section
      aria-labelledby="offers-panel-title"
      className="rounded-2xl border border-ink-700 bg-ink-900/70 p-4"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="offers-panel-title" className="font-display text-lg font-bold text-gold-200">
          {ot('offers.title')}
        </h2>
        {canOffer ? (
          <button type="button" className={small} onClick={() => setMaking(true)}>
            {ot('offers.make')}
          </button>
        ) : !signedIn && inGame ? (
          <Link to="/login" className="text-sm text-jade-300 underline underline-offset-2">
            {ot('offers.loginToOffer')}
          </Link>
        ) : null}
      </div>
      {offers.isPending ? (
        <div className="skeleton h-12 rounded-xl" />
      ) : items.length === 0 ? (
        <p className="text-sm text-mist">{ot('offers.none')}</p>
      ) : (
        <ul aria-label={ot('offers.title')}>
          {items.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              actions={
                canSell ? (
                  <AcceptOfferButton onClick={() => setAccepting(offer)} />
                ) : offer.mine ? (
                  <CancelOfferButton id={offer.id} />
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {isOwner && !canSell && items.length > 0 ? (
        <p className="mt-2 text-xs text-mist">{ot('offers.cannotSellNow')}</p>
      ) : null}
      <OnDemand
        open={making}
        load={loadMake}
        props={{
          target: { assetId: asset.id, name: asset.name, serverId: asset.server_id ?? undefined },
          open: making,
          onOpenChange: setMaking,
        }}
        onFailed={() => setMaking(false)}
      />
      {accepting ? (
        <OnDemand
          open
          load={loadAccept}
          props={{
            offer: accepting,
            assetId: asset.id,
            assetName: asset.name,
            feeBps: fee,
            open: true,
            onOpenChange: (open: boolean) => !open && setAccepting(undefined),
          }}
          onFailed={() => setAccepting(undefined)}
        />
      ) : null}
    </section>
  );
}

/** The panel, once its texts are there. */
export function OffersPanel({ asset }: { asset: OwnedAssetRef }) {
  return useOfferTexts().ready ? <OffersPanelBody asset={asset} /> : null;
}
