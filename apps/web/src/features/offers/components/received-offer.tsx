import type { MyOffers } from '@yuanlong/shared/offers';
import { useState } from 'react';
import { useOfferTexts } from '../offer-texts.ts';
import { AcceptOfferButton } from './offer-buttons.tsx';
import { OfferRow } from './offer-row.tsx';

type Received = MyOffers['received'][number];

/**
 * An offer the user can accept: the offer, and for a collection offer that several of their assets
 * match, which one to sell; Accept opens the confirmation for that asset.
 */
export function ReceivedOffer({
  offer,
  onAccept,
}: {
  offer: Received;
  onAccept: (asset: { id: number; name: string }) => void;
}) {
  const { ot } = useOfferTexts();
  const [chosen, setChosen] = useState(offer.matching_assets[0]!);
  return (
    <OfferRow
      offer={offer}
      showTarget
      actions={
        <>
          {offer.matching_assets.length > 1 ? (
            <label className="flex items-center">
              <span className="sr-only">{ot('offers.assetToSell')}</span>
              <select
                className="min-h-9 max-w-[9rem] truncate rounded-lg border border-ink-600 bg-ink-850 px-2 text-xs text-parchment"
                value={chosen.id}
                onChange={(e) =>
                  setChosen(offer.matching_assets.find((a) => a.id === Number(e.target.value))!)
                }
              >
                {offer.matching_assets.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} #{a.id}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <AcceptOfferButton onClick={() => onAccept(chosen)} />
        </>
      }
    />
  );
}
