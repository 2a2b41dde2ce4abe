import type { UserInfo } from '@yuanlong/shared/user';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CodeField } from '../../../components/email-code/code-field.tsx';
import { Field, focusFirstError } from '../../../components/form-field.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { showToast } from '../../../lib/toast.ts';
import { checkEmail, type FormErrors, isValid, sharedMessage } from '../../../lib/validation.ts';
import { useBindEmail } from '../api/bind-email.ts';
import { validateBindEmail } from '../validation.ts';

const EMPTY = { email: '', code: '', loginPassword: '', password: '', repeat: '' };
type BindField = keyof typeof EMPTY;

/**
 * Binds or changes the e-mail: address, captcha and mailed code (plus the login password when a
 * bound address is replaced). An account without a login password may set its first one here too.
 */
export function BindEmailForm({
  user,
  onDone,
  onCancel,
}: {
  user: UserInfo;
  onDone(): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<BindField>>({});
  const bind = useBindEmail();
  const needs = {
    loginPassword: Boolean(user.email && user.has_password),
    firstPassword: !user.has_password,
  };
  const email = values.email.trim().toLowerCase();
  const set = (field: BindField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: BindField) => (errors[field] ? sharedMessage(errors[field]) : undefined);

  const canSend = () => {
    const problem = checkEmail(values.email);
    setErrors((e) => ({ ...e, email: problem }));
    if (problem) requestAnimationFrame(() => focusFirstError(form.current));
    return !problem;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBindEmail(values, needs);
    setErrors(found);
    if (!isValid(found)) return requestAnimationFrame(() => focusFirstError(form.current));
    const firstPassword = needs.firstPassword && values.password !== '';
    bind.mutate(
      {
        email,
        code: values.code.trim(),
        ...(needs.loginPassword ? { login_password: values.loginPassword } : {}),
        ...(firstPassword ? { password: values.password, repeat_password: values.repeat } : {}),
      },
      {
        onSuccess: () => {
          setValues(EMPTY);
          onDone();
          showToast(t('setting.email.saved'), 'success');
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label={t(user.email ? 'setting.email.new' : 'login.email')}
        testId={TEST_IDS.settingEmail}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={message('email')}
      />
      <CodeField
        purpose="bind"
        testId={TEST_IDS.settingEmailCode}
        email={email}
        canSend={canSend}
        value={values.code}
        onChange={set('code')}
        error={message('code')}
      />
      {needs.loginPassword ? (
        <Field
          label={t('password.login')}
          testId={TEST_IDS.settingEmailLoginPassword}
          type="password"
          autoComplete="current-password"
          value={values.loginPassword}
          onChange={(e) => set('loginPassword')(e.target.value)}
          error={message('loginPassword')}
        />
      ) : null}
      {needs.firstPassword ? (
        <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-700 p-4">
          <legend className="px-1 text-sm font-medium text-gold-200">
            {t('setting.email.firstPassword')}
          </legend>
          <p className="-mt-1 text-xs leading-relaxed text-mist">{t('setting.email.firstPasswordBody')}</p>
          <Field
            label={t('password.new')}
            testId={TEST_IDS.settingEmailPassword}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
            error={message('password')}
            hint={t('password.rules')}
          />
          <Field
            label={t('password.repeat')}
            testId={TEST_IDS.settingEmailRepeat}
            type="password"
            autoComplete="new-password"
            value={values.repeat}
            onChange={(e) => set('repeat')(e.target.value)}
            error={message('repeat')}
          />
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={bind.isPending}
          aria-busy={bind.isPending}
          data-testid={TEST_IDS.settingEmailSubmit}
          className={buttonStyles.primary}
        >
          {bind.isPending
            ? t('common.saving')
            : t(user.email ? 'setting.email.changeSubmit' : 'setting.email.bind')}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
