import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { marketHrefWith } from '../filters.ts';

/**
 * The top bar's search (wide screens): Enter opens the market with the search (`q`). The market
 * page has its own field with suggestions, so there this one is not shown.
 */
export function TopBarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  if (pathname === '/marketplace') return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(marketHrefWith('', 'search', q));
  };
  return (
    <search className="hidden min-w-36 max-w-xs flex-1 xl:block">
      <form action="/marketplace" onSubmit={onSubmit}>
        <label htmlFor={id} className="sr-only">
          {t('topbar.search')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          maxLength={100}
          enterKeyHint="search"
          placeholder={t('topbar.search')}
          className="block min-h-10 w-full min-w-0 rounded-xl border border-ink-600 bg-ink-850 px-3 text-sm text-parchment placeholder:text-mist hover:border-gold-500/60 focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/40 focus-visible:outline-none"
        />
      </form>
    </search>
  );
}
