import type { UserInfo } from '@yuanlong/shared/user';
import type { FormEvent } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { EmailCodeFields } from '../../../components/email-code/email-code-fields.tsx';
import { Field } from '../../../components/form-field.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useBindEmail } from '../api/bind-email.ts';
import { validateBindEmail } from '../validation.ts';

const EMPTY = { email: '', code: '', loginPassword: '', password: '', repeat: '' };

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
  const fields = useFormFields(EMPTY);
  const { form, values, setValues, input, report } = fields;
  const bind = useBindEmail();
  const needs = {
    loginPassword: Boolean(user.email && user.has_password),
    firstPassword: !user.has_password,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!report(validateBindEmail(values, needs))) return;
    const firstPassword = needs.firstPassword && values.password !== '';
    bind.mutate(
      {
        email: values.email.trim().toLowerCase(),
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
      <EmailCodeFields
        fields={fields}
        purpose="bind"
        label={t(user.email ? 'setting.email.new' : 'login.email')}
      />
      {needs.loginPassword ? (
        <Field
          label={t('password.login')}
          type="password"
          autoComplete="current-password"
          {...input('loginPassword')}
        />
      ) : null}
      {needs.firstPassword ? (
        <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-700 p-4">
          <legend className="px-1 text-sm font-medium text-gold-200">
            {t('setting.email.firstPassword')}
          </legend>
          <p className="-mt-1 text-xs leading-relaxed text-mist">{t('setting.email.firstPasswordBody')}</p>
          <NewPasswordFields fields={fields} />
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={bind.isPending}
          aria-busy={bind.isPending}
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
