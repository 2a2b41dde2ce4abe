import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { useAdminTexts } from '../admin-texts.ts';
import { useSignIn } from '../api/admin-api.ts';

/** Name, password and the authenticator's code; the server's refusal is shown under the form. */
export function SignInForm() {
  const { at } = useAdminTexts();
  const signIn = useSignIn();
  const [fields, setFields] = useState({ name: '', password: '', code: '' });
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ ...fields, name: fields.name.trim(), code: fields.code.replace(/\s/g, '') });
  };
  return (
    <form onSubmit={submit} className="flex max-w-sm flex-col gap-4" aria-label={at('admin.signIn')}>
      <Field
        label={at('admin.name')}
        autoComplete="username"
        required
        value={fields.name}
        onChange={set('name')}
      />
      <Field
        label={at('admin.password')}
        type="password"
        autoComplete="current-password"
        required
        value={fields.password}
        onChange={set('password')}
      />
      <Field
        label={at('admin.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={fields.code}
        onChange={set('code')}
      />
      {signIn.error ? (
        <p role="alert" className="text-sm text-ember-400">
          {signIn.error.message}
        </p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={signIn.isPending}>
        {signIn.isPending ? at('admin.signingIn') : at('admin.signIn')}
      </button>
    </form>
  );
}
