import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CodeField } from '../../../components/email-code/code-field.tsx';
import { Field, focusFirstError } from '../../../components/form-field.tsx';
import { settingFieldId } from '../../../lib/test-ids.ts';
import { type FormErrors, isValid, sharedMessage } from '../../../lib/validation.ts';
import { type ProofMethod, validateNewSecret } from '../validation.ts';
import { MethodSwitch } from './method-switch.tsx';

export interface NewSecret {
  method: ProofMethod;
  proof: string;
  password: string;
  repeat: string;
}

interface NewSecretFormProps {
  /** The e-mail code purpose, also the test-id prefix: password or paypwd. */
  purpose: 'password' | 'paypwd';
  methods: readonly ProofMethod[];
  proofLabel: string;
  newLabel: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the form; `done` clears it after a success. */
  onSubmit(values: NewSecret, done: () => void): void;
}

const EMPTY = { proof: '', password: '', repeat: '' };

/** A new login or fund password, proven with the login password or an e-mail code, typed twice. */
export function NewSecretForm(props: NewSecretFormProps) {
  const { purpose, methods, proofLabel, newLabel, submitLabel, pending, onSubmit } = props;
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<ProofMethod>(methods[0] ?? 'code');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<keyof typeof EMPTY>>({});
  const current = methods.includes(method) ? method : (methods[0] ?? 'code');
  const id = (field: string) => settingFieldId(purpose, field);
  const message = (field: keyof typeof EMPTY) => (errors[field] ? sharedMessage(errors[field]) : undefined);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all = { ...values, method: current };
    const found = validateNewSecret(all);
    setErrors(found);
    if (!isValid(found)) return requestAnimationFrame(() => focusFirstError(form.current));
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
        <Field
          label={proofLabel}
          testId={id('proof')}
          type="password"
          autoComplete="current-password"
          value={values.proof}
          onChange={(e) => set('proof')(e.target.value)}
          error={message('proof')}
        />
      ) : (
        <CodeField
          purpose={purpose}
          testId={id('code')}
          value={values.proof}
          onChange={set('proof')}
          error={message('proof')}
        />
      )}
      <Field
        label={newLabel}
        testId={id('new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password')(e.target.value)}
        error={message('password')}
        hint={t('password.rules')}
      />
      <Field
        label={t('password.repeat')}
        testId={id('repeat')}
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(e) => set('repeat')(e.target.value)}
        error={message('repeat')}
      />
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        data-testid={id('submit')}
        className={`${buttonStyles.primary} sm:self-start`}
      >
        {pending ? t('common.saving') : submitLabel}
      </button>
    </form>
  );
}
