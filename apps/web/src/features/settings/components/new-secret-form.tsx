import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CodeField } from '../../../components/email-code/code-field.tsx';
import { Field } from '../../../components/form-field.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { SecondFactorField } from '../../../components/second-factor-field.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { type ProofMethod, validateNewSecret } from '../validation.ts';
import { MethodSwitch } from './method-switch.tsx';

export interface NewSecret {
  method: ProofMethod;
  proof: string;
  password: string;
  repeat: string;
  /** The second factor's code ('' when the account does not have it on). */
  totp: string;
}

interface NewSecretFormProps {
  /** The e-mail code purpose: password or paypwd. */
  purpose: 'password' | 'paypwd';
  methods: readonly ProofMethod[];
  proofLabel: string;
  newLabel: string;
  submitLabel: string;
  pending: boolean;
  /** The account has the second factor on: its code is asked too. */
  secondFactor?: boolean;
  /** Sends the form; `done` clears it after a success. */
  onSubmit(values: NewSecret, done: () => void): void;
}

const EMPTY = { proof: '', password: '', repeat: '', totp: '' };

/** A new login or fund password, proven with the login password or an e-mail code, typed twice. */
export function NewSecretForm(props: NewSecretFormProps) {
  const { purpose, methods, proofLabel, newLabel, submitLabel, pending, onSubmit } = props;
  const { t } = useTranslation();
  const [method, setMethod] = useState<ProofMethod>(methods[0] ?? 'code');
  const fields = useFormFields(EMPTY);
  const { form, values, setValues, setErrors, set, message, input, report } = fields;
  const current = methods.includes(method) ? method : (methods[0] ?? 'code');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all = { ...values, method: current };
    const totpMissing = props.secondFactor && !values.totp.trim();
    if (
      !report({
        ...validateNewSecret(all),
        ...(totpMissing ? { totp: 'secondFactorRequired' as const } : {}),
      })
    )
      return;
    onSubmit(all, () => setValues(EMPTY));
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <MethodSwitch
        name={purpose}
        methods={methods}
        value={current}
        onChange={(next) => {
          setMethod(next);
          setValues((v) => ({ ...v, proof: '' }));
          setErrors({});
        }}
      />
      {current === 'password' ? (
        <Field label={proofLabel} type="password" autoComplete="current-password" {...input('proof')} />
      ) : (
        <CodeField purpose={purpose} value={values.proof} onChange={set('proof')} error={message('proof')} />
      )}
      <NewPasswordFields fields={fields} label={newLabel} />
      {props.secondFactor ? <SecondFactorField binding={input('totp')} /> : null}
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        className={`${buttonStyles.primary} sm:self-start`}
      >
        {pending ? t('common.saving') : submitLabel}
      </button>
    </form>
  );
}
