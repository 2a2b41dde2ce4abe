import type { Offer } from '@yuanlong/shared/offers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNames } from '../../../lib/catalogue.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { filterText, timeLeft } from '../offer-text.ts';
import { useOfferTexts } from '../offer-texts.ts';

/** One offer: amount and coin, what it is on (an asset, or a collection), who, how long; then its actions. */
export function OfferRow({
  offer,
  showTarget,
  actions,
}: {
  offer: Offer;
  showTarget?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { ot } = useOfferTexts();
  const names = useNames();
  const target = offer.filter ? (
    <span className="rounded-full border border-jade-400/40 px-2 py-0.5 text-xs text-jade-200">
      {ot('offers.collection')}: {filterText(offer.filter, names, t)}
    </span>
  ) : showTarget && offer.asset_id !== null ? (
    <Link
      to={`/cardDetail?id=${offer.asset_id}`}
      className="text-sm text-gold-200 underline underline-offset-2"
    >
      {offer.asset_name ?? `#${offer.asset_id}`}
    </Link>
  ) : null;
  return (
    <li className="flex items-center justify-between gap-3 border-b border-ink-700/70 py-2.5 last:border-b-0">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold whitespace-nowrap text-parchment">
          {formatAmount(offer.amount, offer.coin)} <span className="text-sm text-mist">{offer.coin}</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-mist">
          {target}
          <span>{offer.mine ? ot('offers.byYou') : ot('offers.by', { who: offer.offerer })}</span>
          <span aria-hidden="true">·</span>
          <span>
            {offer.state === 'open' ? timeLeft(offer.expires_at, ot) : ot(`offers.state.${offer.state}`)}
          </span>
        </div>
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </li>
  );
}
