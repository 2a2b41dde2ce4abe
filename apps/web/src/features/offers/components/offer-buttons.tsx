import { buttonStyles } from '../../../components/button-styles.ts';
import { useCancelOffer } from '../api/offers-api.ts';
import { useOfferTexts } from '../offer-texts.ts';

/** Cancels one of the user's open offers (its amount is available again at once). */
export function CancelOfferButton({ id }: { id: number }) {
  const { ot } = useOfferTexts();
  const cancel = useCancelOffer();
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} min-h-9 px-3 text-xs`}
      disabled={cancel.isPending}
      onClick={() => cancel.mutate(id)}
    >
      {ot('offers.cancel')}
    </button>
  );
}

/** Opens the confirmation of accepting an offer. */
export function AcceptOfferButton({ onClick }: { onClick: () => void }) {
  const { ot } = useOfferTexts();
  return (
    <button type="button" className={`${buttonStyles.primary} min-h-9 px-3 text-xs`} onClick={onClick}>
      {ot('offers.accept')}
    </button>
  );
}
