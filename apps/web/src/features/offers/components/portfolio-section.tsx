import type { MyOffers, Offer, Portfolio } from '@yuanlong/shared/offers';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { useNames } from '../../../lib/catalogue.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { useMyOffers, usePortfolio, useSaleFeeBps } from '../api/offers-api.ts';
import { useOfferTexts } from '../offer-texts.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { MakeOfferDialog } from './make-offer-dialog.tsx';
import { MarketBusiness } from './market-business.tsx';
import { CancelOfferButton } from './offer-buttons.tsx';
import { OfferRow } from './offer-row.tsx';
import { ReceivedOffer } from './received-offer.tsx';

const small = `${buttonStyles.secondary} min-h-9 px-3 text-xs`;
const heading = 'mb-1 mt-4 text-[0.7rem] font-semibold tracking-widest text-gold-300 uppercase';
const money = (p: { price: string; coin: string } | null) =>
  p ? `${formatAmount(p.price, p.coin)} ${p.coin}` : '—';

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-850 px-3 py-2">
      <p className="text-xs text-mist">{label}</p>
      <p className="font-display text-xl font-bold text-parchment">{value}</p>
    </div>
  );
}

function Collections({ rows }: { rows: Portfolio['collections'] }) {
  const { ot } = useOfferTexts();
  const names = useNames();
  if (rows.length === 0) return <p className="text-sm text-mist">{ot('portfolio.noAssets')}</p>;
  return (
    <>
      {/* A phone: one block per collection; wider: a table. */}
      <ul className="flex flex-col sm:hidden" aria-label={ot('portfolio.collections')}>
        {rows.map((c) => (
          <li key={c.kind} className="border-b border-ink-700/70 py-2 text-sm last:border-b-0">
            <p className="flex justify-between font-semibold text-parchment">
              <span>{names('kind', c.kind)}</span>
              <span className="text-jade-300">{money(c.value)}</span>
            </p>
            <p className="mt-0.5 text-xs text-mist">
              {ot('portfolio.held')} {c.held} · {ot('portfolio.floor')} {money(c.floor)} ·{' '}
              {ot('portfolio.lastSale')} {money(c.last_sale)}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm sm:table">
        <thead className="text-left text-xs text-mist">
          <tr>
            <th className="py-1.5 pr-2 font-medium">{ot('portfolio.collection')}</th>
            <th className="py-1.5 pr-2 text-right font-medium">{ot('portfolio.held')}</th>
            <th className="py-1.5 pr-2 text-right font-medium">{ot('portfolio.floor')}</th>
            <th className="py-1.5 pr-2 text-right font-medium">{ot('portfolio.lastSale')}</th>
            <th className="py-1.5 text-right font-medium">{ot('portfolio.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.kind} className="border-t border-ink-700/70">
              <th scope="row" className="py-2 pr-2 text-left font-semibold text-parchment">
                {names('kind', c.kind)}
              </th>
              <td className="py-2 pr-2 text-right">{c.held}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">{money(c.floor)}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">{money(c.last_sale)}</td>
              <td className="py-2 text-right font-semibold whitespace-nowrap text-jade-300">
                {money(c.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function OfferLists({ offers }: { offers: MyOffers }) {
  const { ot } = useOfferTexts();
  const fee = useSaleFeeBps();
  const [accepting, setAccepting] = useState<{ offer: Offer; asset: { id: number; name: string } }>();
  const made = offers.made.slice(0, 20);
  return (
    <>
      <h3 className={heading}>{ot('portfolio.received')}</h3>
      {offers.received.length === 0 ? (
        <p className="text-sm text-mist">{ot('offers.none')}</p>
      ) : (
        <ul aria-label={ot('portfolio.received')}>
          {offers.received.map((offer) => (
            <ReceivedOffer
              key={offer.id}
              offer={offer}
              onAccept={(asset) => setAccepting({ offer, asset })}
            />
          ))}
        </ul>
      )}
      <h3 className={heading}>{ot('portfolio.made')}</h3>
      {made.length === 0 ? (
        <p className="text-sm text-mist">{ot('offers.none')}</p>
      ) : (
        <ul aria-label={ot('portfolio.made')}>
          {made.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              showTarget
              actions={offer.state === 'open' ? <CancelOfferButton id={offer.id} /> : null}
            />
          ))}
        </ul>
      )}
      {accepting ? (
        <AcceptOfferDialog
          offer={accepting.offer}
          assetId={accepting.asset.id}
          assetName={accepting.asset.name}
          feeBps={fee}
          open
          onOpenChange={(open) => !open && setAccepting(undefined)}
        />
      ) : null}
    </>
  );
}

/**
 * The account's portfolio on /accountAccount: counts (listings, offers made and received, open
 * auctions), per collection held / floor / last sale / value, the market trades per coin, the listings, and the offers with
 * their actions (accept a received one, cancel one's own, make a collection offer).
 */
function PortfolioBody() {
  const { ot } = useOfferTexts();
  const portfolio = usePortfolio();
  const offers = useMyOffers();
  const [collectionOffer, setCollectionOffer] = useState(false);
  const p = portfolio.data;
  const o = offers.data;
  return (
    <Section
      title={ot('portfolio.title')}
      aside={
        <button type="button" className={small} onClick={() => setCollectionOffer(true)}>
          {ot('offers.makeCollection')}
        </button>
      }
    >
      {!p || !o ? (
        <div className="skeleton h-40 rounded-xl" aria-busy="true" />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Tile label={ot('portfolio.listings')} value={p.listings.length} />
            <Tile label={ot('portfolio.made')} value={o.made.filter((m) => m.state === 'open').length} />
            <Tile label={ot('portfolio.received')} value={o.received.length} />
            <Tile label={ot('portfolio.auctions')} value={`${p.auctions.selling} / ${p.auctions.holding}`} />
          </div>
          <h3 className={heading}>{ot('portfolio.collections')}</h3>
          <Collections rows={p.collections} />
          <MarketBusiness />
          <h3 className={heading}>{ot('portfolio.listings')}</h3>
          {p.listings.length === 0 ? (
            <p className="text-sm text-mist">{ot('portfolio.noListings')}</p>
          ) : (
            <ul aria-label={ot('portfolio.listings')}>
              {p.listings.map((l) => (
                <li
                  key={l.listing_id}
                  className="flex justify-between gap-3 border-b border-ink-700/70 py-2 text-sm last:border-b-0"
                >
                  <Link
                    to={`/cardDetail?id=${l.asset_id}`}
                    className="truncate text-gold-200 underline underline-offset-2"
                  >
                    {l.name}
                  </Link>
                  <span className="whitespace-nowrap font-semibold">{money(l)}</span>
                </li>
              ))}
            </ul>
          )}
          <OfferLists offers={o} />
        </>
      )}
      <MakeOfferDialog
        target={{ collection: true }}
        open={collectionOffer}
        onOpenChange={setCollectionOffer}
      />
    </Section>
  );
}

/** The section, once its texts are there (a placeholder of its size until then). */
export function PortfolioSection() {
  return useOfferTexts().ready ? (
    <PortfolioBody />
  ) : (
    <div className="skeleton h-40 rounded-2xl" aria-busy="true" />
  );
}
