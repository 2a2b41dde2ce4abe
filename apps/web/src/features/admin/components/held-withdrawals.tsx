import { CONTROL_ROLES } from '@yuanlong/shared/operator-controls';
import { type Operator, roleAllows } from '@yuanlong/shared/operators';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useAdminTexts } from '../admin-texts.ts';
import { useControl, useHeldWithdrawals } from '../api/admin-api.ts';

/** Withdrawals above their coin's hold threshold, waiting for finance to release or refuse them. */
export function HeldWithdrawals({ me, onUser }: { me: Operator; onUser(id: number): void }) {
  const { at } = useAdminTexts();
  const held = useHeldWithdrawals();
  const control = useControl();
  const mayDecide = roleAllows(me.role, CONTROL_ROLES.reviewWithdrawal);
  const items = held.data?.items;
  return (
    <Section title={at('admin.held')}>
      {!items ? (
        <div className="skeleton h-16 rounded-xl" aria-busy="true" />
      ) : items.length === 0 ? (
        <p className="text-sm text-mist">{at('admin.held.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((w) => (
            <li
              key={w.id}
              aria-label={at('admin.held.item', { id: w.id })}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-700/70 p-3 text-sm"
            >
              <div>
                <p className="font-semibold text-gold-100">
                  {formatAmount(w.amount, w.coin)} {w.coin}
                </p>
                <p className="text-xs text-mist">
                  #{w.id} · {new Date(w.created_at).toLocaleString()} ·{' '}
                  <button type="button" className="underline" onClick={() => onUser(w.user_id)}>
                    {at('admin.held.user', { id: w.user_id })}
                  </button>
                </p>
              </div>
              {mayDecide ? (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    disabled={control.isPending}
                    onClick={() => control.mutate({ path: `/api/admin/withdrawals/${w.id}/release` })}
                  >
                    {at('admin.held.release')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={control.isPending}
                    onClick={() => control.mutate({ path: `/api/admin/withdrawals/${w.id}/refuse` })}
                  >
                    {at('admin.held.refuse')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {control.error ? (
        <p role="alert" className="mt-2 text-sm text-ember-400">
          {control.error.message}
        </p>
      ) : null}
    </Section>
  );
}
