import {
  type NewOperator,
  OPERATOR_ROLES,
  type Operator,
  type OperatorRole,
} from '@yuanlong/shared/operators';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { Section } from '../../../components/section.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { type AdminT, useAdminTexts } from '../admin-texts.ts';
import { useAddOperator, useChangeOperator, useOperators } from '../api/admin-api.ts';

const roleOptions = (at: AdminT) =>
  OPERATOR_ROLES.map((role) => ({ value: role, label: at(`admin.role.${role}`) }));

/** What a new operator needs, shown once: the password and the authenticator key. */
function Credentials({ created, onDone }: { created: NewOperator; onDone(): void }) {
  const { at } = useAdminTexts();
  return (
    <div role="status" className="mb-4 rounded-xl border border-jade-400/50 bg-jade-400/10 p-4 text-sm">
      <p className="mb-2 font-semibold text-jade-200">
        {at('admin.operators.created', { name: created.operator.name })}
      </p>
      <p>
        {at('admin.password')}: <code className="select-all text-gold-100">{created.password}</code>
      </p>
      <p className="mt-2 text-mist">{at('admin.operators.key')}</p>
      <QrImage
        value={created.otpauth_uri}
        alt={at('admin.operators.key')}
        size={160}
        className="my-2 rounded-lg"
      />
      <code className="block break-all text-xs text-parchment/90 select-all">{created.otpauth_uri}</code>
      <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={onDone}>
        {at('admin.operators.done')}
      </button>
    </div>
  );
}

function OperatorRow({ operator, me }: { operator: Operator; me: Operator }) {
  const { at } = useAdminTexts();
  const change = useChangeOperator();
  const self = operator.id === me.id;
  const state = operator.disabled_at ? at('admin.operators.disabled') : at('admin.operators.active');
  return (
    <tr className="border-t border-ink-700/70">
      <th scope="row" className="py-2 pr-3 text-left font-semibold text-parchment">
        {operator.name}{' '}
        {self ? <span className="text-xs text-mist">({at('admin.operators.you')})</span> : null}
        <span className="block text-xs font-normal text-mist sm:hidden">{state}</span>
      </th>
      <td className="py-2 pr-3">
        <SelectField
          label={`${at('admin.operators.role')}: ${operator.name}`}
          hideLabel
          options={roleOptions(at)}
          value={operator.role}
          disabled={self || change.isPending}
          onChange={(e) => change.mutate({ id: operator.id, role: e.target.value as OperatorRole })}
        />
      </td>
      <td className="hidden py-2 pr-3 sm:table-cell">{state}</td>
      <td className="py-2 text-right">
        {self ? null : (
          <button
            type="button"
            className={`${buttonStyles.ghost} min-h-9 px-3 text-xs`}
            disabled={change.isPending}
            onClick={() => change.mutate({ id: operator.id, disabled: !operator.disabled_at })}
          >
            {operator.disabled_at ? at('admin.operators.enable') : at('admin.operators.disable')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Admins only: every operator, their role and state; adding one shows their credentials once. */
export function OperatorsPanel({ me }: { me: Operator }) {
  const { at } = useAdminTexts();
  const operators = useOperators(true);
  const add = useAddOperator();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('viewer');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ name: name.trim(), role }, { onSuccess: () => setName('') });
  };
  return (
    <Section title={at('admin.operators')}>
      {add.data ? <Credentials created={add.data} onDone={() => add.reset()} /> : null}
      {operators.data ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-mist">
              <tr>
                <th className="py-1.5 pr-3 font-medium">{at('admin.name')}</th>
                <th className="py-1.5 pr-3 font-medium">{at('admin.operators.role')}</th>
                <th className="hidden py-1.5 pr-3 font-medium sm:table-cell">
                  {at('admin.operators.state')}
                </th>
                <th className="py-1.5" />
              </tr>
            </thead>
            <tbody>
              {operators.data.items.map((operator) => (
                <OperatorRow key={operator.id} operator={operator} me={me} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="skeleton h-24 rounded-xl" aria-busy="true" />
      )}
      <form
        onSubmit={submit}
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label={at('admin.operators.add')}
      >
        <div className="min-w-48 flex-1">
          <Field label={at('admin.name')} required value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <SelectField
          label={at('admin.operators.role')}
          options={roleOptions(at)}
          value={role}
          onChange={(e) => setRole(e.target.value as OperatorRole)}
        />
        <button type="submit" className={buttonStyles.primary} disabled={add.isPending}>
          {at('admin.operators.add')}
        </button>
      </form>
      {add.error ? (
        <p role="alert" className="mt-2 text-sm text-ember-400">
          {add.error.message}
        </p>
      ) : null}
    </Section>
  );
}
