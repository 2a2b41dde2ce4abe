import type { Books, BooksChecks } from '@yuanlong/shared/operator-health';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { useAdminTexts } from '../admin-texts.ts';
import { useBooksChecks, useRunBooks } from '../api/admin-api.ts';
import { AdminTable } from './admin-table.tsx';
import { BooksHistory } from './books-history.tsx';

function Report({ books }: { books: Books }) {
  const { at } = useAdminTexts();
  const amount = (v: string | null, coin: string) => (v === null ? '—' : formatAmount(v, coin));
  return (
    <div className="flex flex-col gap-3">
      <p
        role="status"
        className={`rounded-lg px-3 py-2 text-sm font-semibold ${books.ok ? 'bg-jade-500/15 text-jade-300' : 'bg-ember-400/15 text-ember-400'}`}
      >
        {books.ok ? at('admin.books.ok') : at('admin.books.differences')} ·{' '}
        {new Date(books.checked_at).toLocaleString()}
        {books.block ? ` · ${at('admin.books.block', { block: books.block })}` : ''}
      </p>
      <AdminTable
        head={[
          at('admin.books.coin'),
          at('admin.books.users'),
          at('admin.books.owed'),
          at('admin.books.pending'),
          at('admin.books.vault'),
          at('admin.books.difference'),
          at('admin.books.unexplained'),
        ]}
        rows={books.coins.map((c) => [
          c.coin,
          amount(c.users, c.coin),
          amount(c.owed, c.coin),
          amount(c.pending_payouts, c.coin),
          amount(c.vault, c.coin),
          amount(c.difference, c.coin),
          amount(c.frozen_unexplained, c.coin),
        ])}
      />
      {books.ledger_mismatches.length > 0 ? (
        <>
          <h4 className="text-sm font-semibold text-ember-400">{at('admin.books.mismatches')}</h4>
          <AdminTable
            head={[
              at('admin.books.user'),
              at('admin.books.coin'),
              at('admin.books.balance'),
              at('admin.books.ledger'),
            ]}
            rows={books.ledger_mismatches.map((m) => [
              `${m.user_id} / ${m.server_id}`,
              m.coin,
              `${amount(m.available, m.coin)} + ${amount(m.frozen, m.coin)}`,
              `${amount(m.ledger_available, m.coin)} + ${amount(m.ledger_frozen, m.coin)}`,
            ])}
          />
        </>
      ) : null}
      {books.game ? (
        <>
          <h4 className="text-sm font-semibold text-parchment">
            {at('admin.books.game', {
              roles: books.game.roles,
              inFlight: books.game.in_flight,
              count: books.game.differences.length,
            })}
          </h4>
          {books.game.differences.length > 0 ? (
            <AdminTable
              head={[at('admin.books.user'), at('admin.books.asset'), at('admin.books.problem')]}
              rows={books.game.differences.map((d) => [
                `${d.role.user_id} / ${d.role.server_id}`,
                d.asset_id ?? '—',
                d.problem,
              ])}
            />
          ) : null}
        </>
      ) : (
        <p className="text-xs text-mist">{at('admin.books.noGame')}</p>
      )}
    </div>
  );
}

/** When the schedule runs the books next: an interval after the latest run. */
function ScheduleLine({ checks }: { checks: BooksChecks }) {
  const { at } = useAdminTexts();
  if (checks.interval_minutes === null)
    return <p className="text-xs text-mist">{at('admin.books.noSchedule')}</p>;
  const latest = checks.checks[0];
  const next = latest ? new Date(Date.parse(latest.checked_at) + checks.interval_minutes * 60_000) : null;
  return (
    <p className="text-xs text-mist">
      {at('admin.books.every', {
        minutes: checks.interval_minutes,
        time: next ? next.toLocaleString() : '—',
      })}
    </p>
  );
}

/**
 * The reconciliation of `npm run reconcile`: run on a schedule and when the operator asks, each run
 * recorded; the latest report, and the recent runs as a strip.
 */
export function BooksPanel() {
  const { at } = useAdminTexts();
  const checks = useBooksChecks();
  const run = useRunBooks();
  const error = run.error ?? checks.error;
  const latest = checks.data?.latest ?? null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-parchment">{at('admin.books')}</h3>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={run.isPending}
          onClick={() => run.mutate()}
        >
          {run.isPending ? at('admin.books.running') : at('admin.books.run')}
        </button>
      </div>
      {checks.data ? <ScheduleLine checks={checks.data} /> : null}
      {checks.data && checks.data.checks.length > 0 ? <BooksHistory checks={checks.data.checks} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-ember-400">
          {error.message}
        </p>
      ) : null}
      {latest ? <Report books={latest} /> : <p className="text-xs text-mist">{at('admin.books.hint')}</p>}
    </div>
  );
}
