import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CodeField } from '../../../components/email-code/code-field.tsx';
import { Field, focusFirstError } from '../../../components/form-field.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { showToast } from '../../../lib/toast.ts';
import { checkEmail, type FormErrors, isValid, sharedMessage } from '../../../lib/validation.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { validateReset } from '../validation.ts';

type ResetField = 'email' | 'code' | 'password' | 'repeat';

/** Forgot password: e-mail, captcha and code, then a new password twice. */
export function ForgetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', code: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<FormErrors<ResetField>>({});
  const reset = useResetPassword();
  const set = (field: ResetField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: ResetField) => (errors[field] ? sharedMessage(errors[field]) : undefined);
  const email = values.email.trim().toLowerCase();

  // The code goes to the address in the form: it must be well formed first.
  const canSend = () => {
    const problem = checkEmail(values.email);
    setErrors((e) => ({ ...e, email: problem }));
    if (problem) requestAnimationFrame(() => focusFirstError(form.current));
    return !problem;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReset(values);
    setErrors(found);
    if (!isValid(found)) return requestAnimationFrame(() => focusFirstError(form.current));
    reset.mutate(
      { email, code: values.code.trim(), password: values.password, repeat_password: values.repeat },
      {
        onSuccess: () => {
          showToast(t('forget.done'), 'success');
          void navigate('/login?tab=email', { replace: true });
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        label={t('login.email')}
        testId={TEST_IDS.forgetEmail}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={message('email')}
      />
      <CodeField
        purpose="reset"
        testId={TEST_IDS.forgetCode}
        email={email}
        canSend={canSend}
        value={values.code}
        onChange={set('code')}
        error={message('code')}
      />
      <Field
        label={t('password.new')}
        testId={TEST_IDS.forgetPassword}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password')(e.target.value)}
        error={message('password')}
        hint={t('password.rules')}
      />
      <Field
        label={t('password.repeat')}
        testId={TEST_IDS.forgetRepeat}
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(e) => set('repeat')(e.target.value)}
        error={message('repeat')}
      />
      <button
        type="submit"
        disabled={reset.isPending}
        aria-busy={reset.isPending}
        data-testid={TEST_IDS.forgetSubmit}
        className={buttonStyles.primary}
      >
        {reset.isPending ? t('forget.pending') : t('forget.submit')}
      </button>
    </form>
  );
}
