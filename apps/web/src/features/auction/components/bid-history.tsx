import type { AuctionDetail } from '@yuanlong/shared/auction';
import { useId } from 'react';
import { formatAmount } from '../../../lib/coins.ts';
import { formatDateTime, shortenAddress } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The auction's bids, newest first: the reported ones still confirming on top, then the confirmed. */
export function BidHistory({ auction, me }: { auction: AuctionDetail; me: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const coin = auction.coin ?? '';
  const confirmed = new Set(auction.bids.map((b) => b.tx_hash));
  const pending = auction.pending_bids.filter((b) => !confirmed.has(b.tx_hash));
  const rows = [
    ...pending.map((b) => ({ ...b, when: t('auction.pending'), pending: true })),
    ...auction.bids.map((b) => ({ ...b, when: formatDateTime(b.block_time, currentLang()), pending: false })),
  ];
  return (
    <div>
      <p id={titleId} className="mb-1 text-xs font-semibold tracking-widest text-gold-300 uppercase">
        {t('auction.history')}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-mist">{t('auction.noBids')}</p>
      ) : (
        <ol aria-labelledby={titleId} className="divide-y divide-ink-800 text-sm">
          {rows.map((b) => (
            <li key={b.tx_hash} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
              <span className="font-mono text-xs text-parchment">
                {shortenAddress(b.bidder)}
                {b.bidder === me ? (
                  <span className="ml-1 font-sans text-jade-300">{t('auction.you')}</span>
                ) : null}
              </span>
              <span className="tabular-nums text-gold-100">
                {formatAmount(b.price, coin)} <span className="text-xs text-gold-400">{coin}</span>
              </span>
              <span className={`w-full text-xs ${b.pending ? 'text-gold-300' : 'text-mist'}`}>{b.when}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 text-xs text-mist">
        {t('auction.seller')} <span className="font-mono">{shortenAddress(auction.seller)}</span>
      </p>
    </div>
  );
}
