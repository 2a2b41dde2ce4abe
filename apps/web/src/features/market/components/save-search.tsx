import * as Dialog from '@radix-ui/react-dialog';
import { ASSET_KINDS, type AssetKindName, GRADE_GROUPS } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import type { SavedFilter } from '@yuanlong/shared/watchlist';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CoinPriceField } from '../../../components/coin-price-field.tsx';
import { ModalContent } from '../../../components/dialog.tsx';
import { Field } from '../../../components/form-field.tsx';
import { classificationName, localName } from '../../../lib/catalogue.ts';
import { parseAmount } from '../../../lib/coins.ts';
import { useWatchTexts } from '../../../lib/feature-texts.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { useToken } from '../../../lib/token.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSaveSearch } from '../api/save-search.ts';
import type { MarketFilters } from '../filters.ts';

/** SAVED_SEARCH_NAME_MAX (shared watchlist.ts; the server checks it), kept here so the market's chunks import no watchlist schema. */
const SAVED_SEARCH_NAME_MAX = 40;
const code = (value: string) => (value ? Number(value) : undefined);

/** The view's filters in words (a saved search's default name): kind, camp, profession, skill, grade, star, coin. */
function filterWords(filters: MarketFilters, t: TFunction): string[] {
  const grade = GRADE_GROUPS[Number(filters.grade)];
  return [
    filters.kind ? localName(ASSET_KINDS[filters.kind as AssetKindName]?.names) : '',
    classificationName('camp', code(filters.camp)),
    classificationName('profession', code(filters.profession)),
    classificationName('element', code(filters.skill)),
    grade ? t('market.grade.range', { from: grade[0], to: grade[1] }) : '',
    filters.star ? t('market.star', { count: Number(filters.star) }) : '',
    filters.coin,
  ].filter(Boolean);
}

/** The saved search's filter of the market's view (its kind, camp, profession, grade group, skill, star). */
function savedFilterOf(filters: MarketFilters): SavedFilter {
  return {
    kind: (filters.kind || undefined) as SavedFilter['kind'],
    camp: code(filters.camp),
    profession: code(filters.profession),
    grade: code(filters.grade),
    element: code(filters.skill),
    star: code(filters.star),
  };
}

/**
 * "Save this search" beside the market's search field, for a signed-in player: names the view's
 * filters (and coin), with an optional price at or below which a new listing alerts. The search
 * text and sort are not part of it (an alert is about new listings, matched by their classification).
 */
export function SaveSearchButton({ filters }: { filters: MarketFilters }) {
  const token = useToken();
  const { ready, wt } = useWatchTexts();
  const [open, setOpen] = useState(false);
  if (!token || !ready) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`${buttonStyles.secondary} shrink-0 px-3`}
        aria-label={wt('watch.saveSearch')}
        title={wt('watch.saveSearch')}
        data-testid="save-search"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M6 3.5h12v17l-6-4-6 4v-17z" />
        </svg>
      </Dialog.Trigger>
      {open ? <SaveSearchDialog filters={filters} onDone={() => setOpen(false)} /> : null}
    </Dialog.Root>
  );
}

function SaveSearchDialog({ filters, onDone }: { filters: MarketFilters; onDone: () => void }) {
  const { wt } = useWatchTexts();
  const { t } = useTranslation();
  const save = useSaveSearch();
  const chosen = filterWords(filters, t);
  const [name, setName] = useState(
    (chosen.join(' · ') || wt('watch.anyFilter')).slice(0, SAVED_SEARCH_NAME_MAX),
  );
  const [coin, setCoin] = useState<Coin>((filters.coin as Coin) || MARKET_DEFAULT_COIN);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let below: string | null = null;
    if (price.trim()) {
      const amount = parseAmount(price.replaceAll(',', ''), coin);
      if (amount === null || amount <= 0n) return setError(wt('watch.priceInvalid'));
      below = amount.toString();
    }
    setError(undefined);
    save.mutate(
      {
        name,
        filter: savedFilterOf(filters),
        below_price: below,
        coin: below ? coin : (filters.coin as Coin) || null,
      },
      {
        onSuccess: () => {
          onDone();
          showToast(wt('watch.searchSaved'), 'success');
        },
      },
    );
  };
  return (
    <ModalContent title={wt('watch.saveSearchTitle')} description={wt('watch.saveSearchBody')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label={wt('watch.searchName')}
          value={name}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          hint={chosen.join(' · ') || wt('watch.anyFilter')}
        />
        <CoinPriceField
          label={wt('watch.price')}
          coinLabel={wt('watch.coin')}
          hint={wt('watch.priceHint')}
          price={price}
          coin={coin}
          error={error}
          onPrice={setPrice}
          onCoin={setCoin}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/watchlist" className="text-sm text-jade-200 underline-offset-4 hover:underline">
            {wt('watch.openWatchlist')}
          </Link>
          <button type="submit" disabled={save.isPending || !name.trim()} className={buttonStyles.primary}>
            {wt('watch.save')}
          </button>
        </div>
      </form>
    </ModalContent>
  );
}
