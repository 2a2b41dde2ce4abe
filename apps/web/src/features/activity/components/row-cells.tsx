import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/asset/badges.tsx';
import { HourglassIcon, StoreIcon, WalletIcon } from '../../../components/icons.tsx';
import { useNames } from '../../../lib/catalogue.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { shortenAddress } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { ActivityView } from '../activity-view.ts';

const NONE = (
  <span aria-hidden="true" className="hidden text-mist lg:inline">
    —
  </span>
);

const CATEGORY_ICON = {
  trade: { icon: StoreIcon, tone: 'border-gold-500/40 bg-gold-400/10 text-gold-300' },
  chain: { icon: WalletIcon, tone: 'border-jade-400/40 bg-jade-400/10 text-jade-300' },
  auction: { icon: HourglassIcon, tone: 'border-sky-400/40 bg-sky-400/10 text-sky-300' },
  other: { icon: HourglassIcon, tone: 'border-ink-600 bg-ink-850 text-mist' },
} as const;

/** The entry's name with its category's emblem. */
export function EventCell({ name, category }: { name: string; category: ActivityView['category'] }) {
  const { icon: Icon, tone } = CATEGORY_ICON[category];
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-lg border ${tone}`}>
        <Icon width={16} height={16} />
      </span>
      <span className="min-w-0 text-sm font-semibold text-parchment">{name}</span>
    </div>
  );
}

/** The asset (name, token id, kind), linked to its page when the entry names one. */
export function AssetCell({ asset }: { asset: ActivityView['asset'] }) {
  const names = useNames();
  if (!asset) return <div>{NONE}</div>;
  const title = asset.name || (asset.tokenId ? `#${asset.tokenId}` : '');
  const meta = [asset.tokenId && asset.name ? `#${asset.tokenId}` : '', names('kind', asset.kind)]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="min-w-0">
      {asset.href ? (
        <Link
          to={asset.href}
          className="block truncate text-sm font-semibold text-gold-100 underline-offset-4 hover:text-gold-200 hover:underline"
        >
          {title}
        </Link>
      ) : (
        <span className="block truncate text-sm font-semibold text-parchment">{title}</span>
      )}
      {meta ? <span className="block truncate font-mono text-xs text-mist">{meta}</span> : null}
    </div>
  );
}

/** The main amount with its label (seen on phones; read out on desktop, where the column names it). */
export function AmountCell({ amount }: { amount: ActivityView['amount'] }) {
  const { t } = useTranslation();
  if (!amount) return <div className="lg:text-right">{NONE}</div>;
  return (
    <div className="flex min-w-0 shrink-0 flex-col items-end">
      <span className="text-[0.7rem] text-mist lg:sr-only">{t(`activity.amount.${amount.label}`)}</span>
      <Price amount={amount.value} coin={amount.coin} />
    </div>
  );
}

function Figure({ label, value, coin }: { label: string; value: string; coin: string }) {
  const text = `${formatAmount(value, coin)} ${coin}`;
  return (
    <div className="flex min-w-0 items-baseline gap-1.5 lg:justify-end">
      <dt className="text-mist">{label}</dt>
      <dd data-amount={value} title={text} className="min-w-0 truncate tabular-nums text-parchment">
        {text}
      </dd>
    </div>
  );
}

/** The platform's fee and what the user received, where the entry has them. */
export function DetailsCell({ view, coin }: { view: ActivityView; coin: string }) {
  const { t } = useTranslation();
  if (view.fee === null && view.received === null)
    return <div className="hidden lg:block lg:text-right">{NONE}</div>;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs lg:flex-col lg:items-end">
      {view.fee !== null ? <Figure label={t('activity.fee')} value={view.fee} coin={coin} /> : null}
      {view.received !== null ? (
        <Figure label={t('activity.received')} value={view.received} coin={coin} />
      ) : null}
    </dl>
  );
}

/** The other side: buyer, seller or sending wallet, as a short address or a user id. */
export function PartyCell({ party }: { party: ActivityView['party'] }) {
  const { t } = useTranslation();
  if (!party) return <div className="hidden lg:block">{NONE}</div>;
  const who: ReactNode = party.address
    ? shortenAddress(party.address)
    : t('activity.user', { id: party.userId ?? '' });
  return (
    <div className="flex min-w-0 items-baseline gap-1.5 text-xs lg:flex-col-reverse lg:gap-0">
      <span className="text-mist">{t(`activity.party.${party.role}`)}</span>
      <span title={party.address || undefined} className="truncate font-mono text-parchment">
        {who}
      </span>
    </div>
  );
}
