import type { BooksCheck } from '@yuanlong/shared/operator-health';
import { type AdminT, useAdminTexts } from '../admin-texts.ts';

/** What a run found, counted: balances off their ledger, coins off, game differences. */
const found = (c: BooksCheck) => c.ledger_mismatches + c.coins_off + (c.game_differences ?? 0);

function describe(c: BooksCheck, at: AdminT): string {
  const outcome = c.ok ? at('admin.books.runOk') : at('admin.books.runBad', { count: found(c) });
  return `${new Date(c.checked_at).toLocaleString()} · ${at(`admin.books.trigger.${c.trigger}`)} · ${outcome}`;
}

/**
 * The recent runs as a bar strip, oldest on the left: a short green bar for a run that balanced,
 * a taller red one for a run with differences (taller with more of them). Each bar names its run
 * (time, scheduled or by an operator, what it found) to a pointer and to a screen reader.
 */
export function BooksHistory({ checks }: { checks: BooksCheck[] }) {
  const { at } = useAdminTexts();
  const bad = checks.filter((c) => !c.ok).length;
  const most = Math.max(1, ...checks.map(found));
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-xs text-mist">
        {at('admin.books.history', { count: checks.length, bad })}
      </figcaption>
      <ol className="flex h-12 items-end gap-0.5 border-b border-ink-700" data-testid="books-history">
        {[...checks].reverse().map((c) => (
          <li
            key={c.id}
            title={describe(c, at)}
            data-ok={c.ok}
            className={`w-2 max-w-3 flex-1 rounded-t-sm ${c.ok ? 'bg-jade-400/70' : 'bg-ember-400'}`}
            style={{ height: c.ok ? '25%' : `${40 + Math.round((60 * found(c)) / most)}%` }}
          >
            <span className="sr-only">{describe(c, at)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
