import { activityType } from '@yuanlong/shared/activities';
import { CONTROL_ROLES, type UserDetail } from '@yuanlong/shared/operator-controls';
import { type Operator, roleAllows } from '@yuanlong/shared/operators';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAdminTexts } from '../admin-texts.ts';
import { useControl, useUserDetail, useUserSearch } from '../api/admin-api.ts';
import { AdminTable } from './admin-table.tsx';

const when = (iso: string) => new Date(iso).toLocaleString();

/** One user: the account's state with its actions, then what support needs to see. */
function UserCard({ detail, me }: { detail: UserDetail; me: Operator }) {
  const { at } = useAdminTexts();
  const control = useControl();
  const { user } = detail;
  const act = (path: string, body?: unknown) => control.mutate({ path, body });
  return (
    <article aria-label={at('admin.users.user', { id: user.id })} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-ink-700/70 p-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-mist">{at('admin.users.id')}</dt>
          <dd>{user.id}</dd>
          <dt className="text-mist">{at('admin.users.address')}</dt>
          <dd className="break-all">{user.address ?? '—'}</dd>
          <dt className="text-mist">{at('admin.users.email')}</dt>
          <dd className="break-all">{user.email ?? '—'}</dd>
          <dt className="text-mist">{at('admin.users.invite')}</dt>
          <dd>{user.invite_code}</dd>
          <dt className="text-mist">{at('admin.users.state')}</dt>
          <dd className={user.frozen_at ? 'font-semibold text-ember-400' : 'text-jade-200'}>
            {user.frozen_at ? at('admin.users.frozen') : at('admin.users.active')}
            {user.activated ? '' : ` · ${at('admin.users.notActivated')}`}
            {user.second_factor ? ` · ${at('admin.users.secondFactor')}` : ''}
          </dd>
        </dl>
        {roleAllows(me.role, CONTROL_ROLES.freeze) ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={user.frozen_at ? buttonStyles.secondary : buttonStyles.primary}
              disabled={control.isPending}
              onClick={() => act(`/api/admin/users/${user.id}/freeze`, { frozen: !user.frozen_at })}
            >
              {user.frozen_at ? at('admin.users.unfreeze') : at('admin.users.freeze')}
            </button>
            {user.second_factor ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={control.isPending}
                onClick={() => act(`/api/admin/users/${user.id}/second-factor/reset`)}
              >
                {at('admin.users.resetSecondFactor')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {control.error ? (
        <p role="alert" className="text-sm text-ember-400">
          {control.error.message}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminTable
          title={at('admin.users.roles')}
          head={[at('admin.users.server'), at('admin.users.name')]}
          rows={detail.roles.map((r) => [r.server_id, r.name])}
        />
        <AdminTable
          title={at('admin.users.balances')}
          head={[
            at('admin.users.server'),
            at('admin.users.coin'),
            at('admin.users.available'),
            at('admin.users.frozenAmount'),
          ]}
          rows={detail.balances.map((b) => [
            b.server_id,
            b.coin,
            formatAmount(b.available, b.coin),
            formatAmount(b.frozen, b.coin),
          ])}
        />
      </div>
      <AdminTable
        title={at('admin.users.withdrawals')}
        head={['#', at('admin.users.amount'), at('admin.users.state'), at('admin.audit.time')]}
        rows={detail.withdrawals.map((w) => [
          w.id,
          `${formatAmount(w.amount, w.coin)} ${w.coin}`,
          w.state,
          when(w.created_at),
        ])}
      />
      <AdminTable
        title={at('admin.users.assets')}
        head={['#', at('admin.users.name'), at('admin.users.server'), at('admin.users.listing')]}
        rows={detail.assets.map((a) => [
          a.id,
          a.name,
          a.server_id ?? '—',
          a.listing ? (
            <span key="listing" className="flex flex-wrap items-center gap-2">
              {formatAmount(a.listing.price, a.listing.coin)} {a.listing.coin}
              {roleAllows(me.role, CONTROL_ROLES.delist) ? (
                <button
                  type="button"
                  className={`${buttonStyles.ghost} min-h-8 px-2 text-xs`}
                  disabled={control.isPending}
                  onClick={() => act(`/api/admin/listings/${a.listing!.id}/delist`)}
                >
                  {at('admin.users.delist')}
                </button>
              ) : null}
            </span>
          ) : (
            '—'
          ),
        ])}
      />
      <AdminTable
        title={at('admin.users.sessions')}
        head={[at('admin.audit.time'), at('admin.audit.address'), at('admin.users.device')]}
        rows={detail.sessions.map((s) => [when(s.last_seen_at), s.ip, s.user_agent])}
        wrap
      />
      <AdminTable
        title={at('admin.users.ledger')}
        head={[
          at('admin.audit.time'),
          at('admin.users.coin'),
          at('admin.users.available'),
          at('admin.users.frozenAmount'),
          at('admin.users.reason'),
        ]}
        rows={detail.ledger.map((e) => [
          when(e.created_at),
          e.coin,
          formatAmount(e.available_delta, e.coin),
          formatAmount(e.frozen_delta, e.coin),
          `${e.reason} ${e.reference}`,
        ])}
      />
      <AdminTable
        title={at('admin.users.activity')}
        head={[
          at('admin.audit.time'),
          at('admin.users.entry'),
          at('admin.users.name'),
          at('admin.users.amount'),
          at('admin.users.other'),
        ]}
        rows={detail.activity.map((a) => [
          when(a.created_at),
          activityType(a.type)?.names[currentLocale()] ?? a.type,
          a.asset_id === null ? '—' : `#${a.asset_id} ${a.name}`,
          a.amount === null || a.coin === null ? '—' : `${formatAmount(a.amount, a.coin)} ${a.coin}`,
          a.other_user_id ?? '—',
        ])}
      />
    </article>
  );
}

/** Find a user by id, address, e-mail or invite code, and act on their account. */
export function UsersPanel({
  me,
  selected,
  onSelect,
}: {
  me: Operator;
  selected: number | null;
  onSelect(id: number | null): void;
}) {
  const { at } = useAdminTexts();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useUserSearch(q);
  const found = search.data?.items;
  // One match is shown at once; of several, the one clicked.
  const shown = selected ?? (found?.length === 1 ? found[0]!.id : null);
  const detail = useUserDetail(shown);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
    onSelect(null);
  };
  return (
    <Section title={at('admin.users')}>
      <form
        onSubmit={submit}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label={at('admin.users.find')}
      >
        <div className="min-w-64 flex-1">
          <Field
            label={at('admin.users.find')}
            hint={at('admin.users.findHint')}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          {at('admin.users.search')}
        </button>
      </form>
      {found && found.length === 0 ? <p className="text-sm text-mist">{at('admin.users.notFound')}</p> : null}
      {found && found.length > 1 ? (
        <ul className="mb-4 flex flex-wrap gap-2">
          {found.map((u) => (
            <li key={u.id}>
              <button type="button" className={buttonStyles.secondary} onClick={() => onSelect(u.id)}>
                #{u.id} {u.email ?? u.address ?? u.invite_code}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown !== null && detail.data ? <UserCard detail={detail.data} me={me} /> : null}
      {shown !== null && detail.isPending ? (
        <div className="skeleton h-40 rounded-xl" aria-busy="true" />
      ) : null}
    </Section>
  );
}
