import type { AssetEvent, AssetEventKind } from '@yuanlong/shared/asset-history';
import { Price } from '../../../components/asset/badges.tsx';
import { Section } from '../../../components/section.tsx';
import { formatDateTime, shortenAddress } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAssetHistory } from '../api/get-asset-history.ts';
import { TransitPill } from './transit-pill.tsx';

/** The label of each kind of event. */
const KIND_TEXT = {
  created: 'moves.kind.created',
  sold: 'moves.kind.sold',
  listed: 'moves.kind.listed',
  unlisted: 'moves.kind.unlisted',
  repriced: 'moves.kind.repriced',
  deposited: 'moves.kind.deposited',
  claimed: 'moves.kind.claimed',
  minted: 'moves.kind.minted',
  auction_created: 'moves.kind.auctionCreated',
  bid: 'moves.kind.bid',
  auction_cancelled: 'moves.kind.auctionCancelled',
  auction_withdrawn: 'moves.kind.auctionWithdrawn',
} as const satisfies Record<AssetEventKind, string>;

/** One move or trade: what happened, when, between whom, at what price, in which transaction. */
function EventRow({ event, lang }: { event: AssetEvent; lang: string }) {
  const { t } = useTranslation();
  const game = t('moves.game');
  const from = event.from ?? (event.kind === 'deposited' || event.kind === 'created' ? null : game);
  const to = event.to ?? (event.kind === 'deposited' ? game : null);
  return (
    <li
      data-kind={event.kind}
      className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-ink-800 py-2.5 last:border-0"
    >
      <div className="min-w-0">
        <p className="text-sm font-semibold text-parchment">{t(KIND_TEXT[event.kind])}</p>
        <p className="font-mono text-xs text-mist">
          {from ?? ''}
          {from && to ? ' → ' : ''}
          {to ?? ''}
          {event.tx_hash ? (
            <span title={event.tx_hash} className="ml-2">
              {t('tx.tx')} {shortenAddress(event.tx_hash)}
            </span>
          ) : null}
        </p>
      </div>
      <div className="ml-auto text-right">
        {event.price !== null && event.coin ? (
          <Price amount={event.price} coin={event.coin} size="sm" />
        ) : null}
        <p className="text-xs text-mist">{formatDateTime(event.at, lang)}</p>
      </div>
    </li>
  );
}

/** Every move and trade of the asset (GET /api/assets/history), newest first, with the move under way. */
export function AssetHistorySection({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const query = useAssetHistory(assetId);
  const lang = currentLang();
  const transit = query.data?.transit ?? null;
  return (
    <Section title={t('moves.title')} aside={transit ? <TransitPill transit={transit} /> : null}>
      {query.isPending ? (
        <div className="skeleton h-24 rounded-xl" />
      ) : query.isError ? (
        <p className="py-4 text-center text-sm text-mist">{t('moves.failed')}</p>
      ) : query.data.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-mist">{t('moves.empty')}</p>
      ) : (
        <ol>
          {query.data.items.map((event, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
            <EventRow key={i} event={event} lang={lang} />
          ))}
        </ol>
      )}
    </Section>
  );
}
