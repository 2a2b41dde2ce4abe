import type { MarketSuggestion } from '@yuanlong/shared/market-search';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSuggestions } from '../api/get-suggestions.ts';
import { marketHrefWith, parseMarketSearch } from '../filters.ts';
import { useSearchTexts } from '../search-texts.ts';
import { SaveSearchButton } from './save-search.tsx';

const TYPING_PAUSE_MS = 150;

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The market's search field: a name in any of the three languages, a token or asset number, or
 * a seller's address. Suggestions follow the typing (arrow keys, Enter, Escape; a combobox to
 * screen readers); Enter or a suggestion puts the search in the URL (`q`), so it is shared,
 * kept on reload and walked by back and forward. Loaded after the page's first paint.
 */
export default function MarketSearch({ value }: { value: string }) {
  const { ready, ft } = useSearchTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setText(value), [value]);
  const settled = useSettled(text, TYPING_PAUSE_MS);
  const { data } = useSuggestions(open ? settled : '');
  const items = open && text.trim() ? (data?.items ?? []) : [];

  const go = (q: string) => {
    setOpen(false);
    setActive(-1);
    setText(q);
    // From the address bar's query, like the filters (a choice whose render is pending is kept).
    navigate(marketHrefWith(window.location.search, 'search', q.trim()));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(items[active]?.q ?? text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (items.length ? (i + step + items.length) % items.length : -1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const label = (item: MarketSuggestion) =>
    item.by === 'number'
      ? ft('market.search.number', { number: item.q })
      : item.by === 'seller'
        ? ft('market.search.seller', { prefix: item.q })
        : (item.label ?? item.q);

  if (!ready) return <div className={SEARCH_BOX} aria-hidden="true" />;
  const expanded = items.length > 0;
  return (
    <div className="flex gap-2">
      <search className="relative min-w-0 flex-1">
        <form onSubmit={onSubmit}>
          <input
            type="search"
            role="combobox"
            aria-label={ft('market.search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={ft('market.search.placeholder')}
            value={text}
            maxLength={100}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={`${SEARCH_BOX} w-full pr-3 pl-10 text-sm text-parchment placeholder:text-mist hover:border-gold-500/60 focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/40 focus-visible:outline-none`}
          />
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gold-300"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <div
            id={listId}
            role="listbox"
            aria-label={ft('market.search.suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-ink-600 bg-ink-900 py-1 shadow-xl"
          >
            {items.map((item, i) => (
              <div
                key={`${item.by}:${item.q}`}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(item.q);
                }}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm ${
                  i === active ? 'bg-jade-400/15 text-jade-100' : 'text-parchment hover:bg-ink-800'
                }`}
              >
                <span className="truncate">{label(item)}</span>
                {item.label && item.label !== item.q ? (
                  <span className="shrink-0 text-xs text-mist" lang="zh-TW">
                    {item.q}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        </form>
      </search>
      <SaveSearchButton filters={parseMarketSearch(location.search)} />
    </div>
  );
}

const SEARCH_BOX = 'block min-h-11 rounded-xl border border-ink-600 bg-ink-850';
