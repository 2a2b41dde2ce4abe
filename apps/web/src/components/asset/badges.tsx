import { tierOf } from '@yuanlong/shared/asset-art';
import { useNames } from '../../lib/catalogue.ts';
import { formatAmount } from '../../lib/coins.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { CampIcon, ELEMENT_TEXT, ElementIcon } from './emblems.tsx';
import { STATUS_TEXT, STATUS_TONE, statusLabelOf } from './status.ts';

const pill =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Rarity colours by tier (grade group): steel, jade, sapphire, amethyst, gold; ember without grade. */
export const TIER_TONE: Record<number, string> = {
  0: 'border-orange-400/50 bg-orange-400/10 text-orange-200',
  1: 'border-slate-400/50 bg-slate-400/10 text-slate-200',
  2: 'border-jade-400/50 bg-jade-400/10 text-jade-200',
  3: 'border-sky-400/50 bg-sky-400/10 text-sky-200',
  4: 'border-violet-400/50 bg-violet-400/10 text-violet-200',
  5: 'border-gold-400/60 bg-gold-400/15 text-gold-200',
};

/** Border of a card by tier, so rarity shows at a glance in a grid. */
export const TIER_BORDER: Record<number, string> = {
  0: 'border-orange-400/35 hover:border-orange-300/80',
  1: 'border-slate-400/25 hover:border-slate-300/70',
  2: 'border-jade-400/35 hover:border-jade-300/80',
  3: 'border-sky-400/35 hover:border-sky-300/80',
  4: 'border-violet-400/40 hover:border-violet-300/80',
  5: 'border-gold-400/50 hover:border-gold-300',
};

/** The grade in its rarity colour: "21階" / "Grade 21". */
export function GradeBadge({ grade }: { grade: number }) {
  const { t } = useTranslation();
  return (
    <span data-grade={grade} className={`${pill} ${TIER_TONE[tierOf(grade)]}`}>
      {t('asset.grade', { grade })}
    </span>
  );
}

/** The star rating (1–7) as gold stars, read out as a number. */
export function Stars({ star }: { star: number }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('asset.stars', { count: star })}
      data-star={star}
      className="inline-flex text-xs leading-none tracking-tight text-gold-300"
    >
      {'★'.repeat(star)}
    </span>
  );
}

/** A camp with its emblem. */
export function CampTag({ camp, compact }: { camp: number; compact?: boolean }) {
  const name = useNames()('camp', camp);
  return (
    <span data-camp={camp} title={name} className="inline-flex items-center gap-1 text-xs text-parchment">
      <CampIcon code={camp} className="shrink-0 text-gold-300" />
      <span className={compact ? 'sr-only' : ''}>{name}</span>
    </span>
  );
}

/** A skill element with its emblem, in the element's colour. */
export function ElementTag({ element, compact }: { element: number; compact?: boolean }) {
  const name = useNames()('element', element);
  return (
    <span
      data-element={element}
      title={name}
      className={`inline-flex items-center gap-1 text-xs ${ELEMENT_TEXT[element] ?? 'text-mist'}`}
    >
      <ElementIcon code={element} className="shrink-0" />
      <span className={compact ? 'sr-only' : ''}>{name}</span>
    </span>
  );
}

/** A status label (spec section 3 codes; idle when none), coloured by what it means. */
export function StatusBadge({ status }: { status: number | null }) {
  const { t } = useTranslation();
  const label = statusLabelOf(status);
  return (
    <span data-status={status ?? 'idle'} className={`${pill} ${STATUS_TONE[label]}`}>
      {t(STATUS_TEXT[label])}
    </span>
  );
}

const PRICE_SIZE = {
  sm: { amount: 'text-sm', coin: 'text-[0.65rem]' },
  md: { amount: 'text-base', coin: 'text-xs' },
  lg: { amount: 'text-2xl md:text-3xl', coin: 'text-sm' },
} as const;

/** A price, exact with the coin's decimals, and its coin. */
export function Price({
  amount,
  coin,
  size = 'md',
}: {
  amount: string;
  coin: string;
  size?: keyof typeof PRICE_SIZE;
}) {
  const text = formatAmount(amount, coin);
  return (
    <span
      data-price={amount}
      data-coin={coin}
      className="inline-flex min-w-0 items-baseline gap-1 font-semibold text-gold-100"
    >
      <span className={`min-w-0 truncate tabular-nums ${PRICE_SIZE[size].amount}`} title={`${text} ${coin}`}>
        {text}
      </span>
      <span className={`font-bold tracking-wide text-gold-400 ${PRICE_SIZE[size].coin}`}>{coin}</span>
    </span>
  );
}
