import type { CardBusiness } from '@yuanlong/shared/inbox';
import { formatAmount } from '../../../lib/coins.ts';
import { useMarketBusiness } from '../api/offers-api.ts';
import { useOfferTexts } from '../offer-texts.ts';

const heading = 'mb-1 mt-4 text-[0.7rem] font-semibold tracking-widest text-gold-300 uppercase';
const amount = (value: string, coin: string) => `${formatAmount(value, coin)} ${coin}`;

/** A signed net in the coin: "+12.5 MDS" when more came in than went out, "−3 MDS" otherwise. */
function signedAmount(net: string, coin: string) {
  if (net.startsWith('-')) return `−${amount(net.slice(1), coin)}`;
  return net === '0' ? amount(net, coin) : `+${amount(net, coin)}`;
}

function BusinessRows({ business }: { business: CardBusiness }) {
  const { ot } = useOfferTexts();
  if (business.coins.length === 0)
    return <p className="text-sm text-mist">{ot('portfolio.business.none')}</p>;
  return (
    <table className="w-full text-sm" aria-label={ot('portfolio.business')}>
      <thead className="text-left text-xs text-mist">
        <tr>
          <th className="py-1.5 pr-2 font-medium">{ot('portfolio.business.coin')}</th>
          <th className="py-1.5 pr-2 text-right font-medium">{ot('portfolio.business.bought')}</th>
          <th className="py-1.5 pr-2 text-right font-medium">{ot('portfolio.business.sold')}</th>
          <th className="hidden py-1.5 pr-2 text-right font-medium sm:table-cell">
            {ot('portfolio.business.fees')}
          </th>
          <th className="py-1.5 text-right font-medium">{ot('portfolio.business.net')}</th>
        </tr>
      </thead>
      <tbody>
        {business.coins.map((c) => (
          <tr key={c.coin} className="border-t border-ink-700/70">
            <th scope="row" className="py-2 pr-2 text-left font-semibold text-parchment">
              {c.coin}
            </th>
            <td className="py-2 pr-2 text-right">
              {ot('portfolio.business.count', { count: c.bought, amount: amount(c.spent, c.coin) })}
            </td>
            <td className="py-2 pr-2 text-right">
              {ot('portfolio.business.count', { count: c.sold, amount: amount(c.sales, c.coin) })}
            </td>
            <td className="hidden py-2 pr-2 text-right whitespace-nowrap sm:table-cell">
              {amount(c.fees, c.coin)}
            </td>
            <td
              className={`py-2 text-right font-semibold whitespace-nowrap ${c.net.startsWith('-') ? 'text-ember-400' : 'text-jade-300'}`}
            >
              {signedAmount(c.net, c.coin)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What the player bought and sold in the fixed-price market, per coin (POST /api/user/card/business):
 * counts, amounts, the fees paid on sales and the net (received after fees − spent).
 */
export function MarketBusiness() {
  const { ot } = useOfferTexts();
  const business = useMarketBusiness();
  return (
    <>
      <h3 className={heading}>{ot('portfolio.business')}</h3>
      {business.data ? (
        <BusinessRows business={business.data} />
      ) : (
        <div className="skeleton h-16 rounded-xl" aria-busy="true" />
      )}
    </>
  );
}
