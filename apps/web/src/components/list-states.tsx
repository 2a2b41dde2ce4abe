import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation.tsx';
import { buttonStyles } from './button-styles.ts';

/** A list's first page loading: "loading" for screen readers, and placeholders shaped like the list. */
export function ListLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      {children}
    </div>
  );
}

interface ListEmptyProps {
  /** Shown as data-filtered when given (whether a filter emptied the list). */
  filtered?: boolean;
  icon?: ReactNode;
  title: string;
  body?: string;
  /** Where to go from here, if anywhere. */
  link?: { to: string; label: string };
}

/** A list with nothing to show: what it means, and the way on. */
export function ListEmpty({ filtered, icon, title, body, link }: ListEmptyProps) {
  return (
    <div
      data-filtered={filtered}
      className="rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 px-6 py-14 text-center"
    >
      {icon ? (
        <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full border border-gold-500/40 bg-ink-850 text-gold-300">
          {icon}
        </span>
      ) : null}
      <p className="font-display text-lg font-semibold text-gold-200">{title}</p>
      {body ? <p className="mx-auto mt-2 max-w-sm text-sm text-mist">{body}</p> : null}
      {link ? (
        <Link to={link.to} className={`${buttonStyles.secondary} mt-5`}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

interface ListErrorProps {
  title: string;
  body: string;
  onRetry: () => void;
  pending: boolean;
}

/** A list's first page failed: say so and offer a retry (the toast already showed the server's message). */
export function ListError({ title, body, onRetry, pending }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-ember-400/40 bg-ember-950/60 px-6 py-12 text-center"
    >
      <p className="font-display text-lg font-semibold text-ember-100">{title}</p>
      <p className="mx-auto mt-2 max-w-sm text-sm text-mist">{body}</p>
      <button type="button" onClick={onRetry} disabled={pending} className={`${buttonStyles.secondary} mt-5`}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}

/** What LoadMoreButton reads of a paged query (TanStack Query's infinite query). */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list while another page follows; "loading…" and disabled while it comes. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
        className={buttonStyles.secondary}
      >
        {list.isFetchingNextPage ? t('common.loading') : t('market.loadMore')}
      </button>
    </div>
  );
}
