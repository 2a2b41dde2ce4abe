import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { EmailCodeFields } from '../../../components/email-code/email-code-fields.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { validateReset } from '../validation.ts';

/** Forgot password: e-mail, captcha and code, then a new password twice. */
export function ForgetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useFormFields({ email: '', code: '', password: '', repeat: '' });
  const { form, values, report } = fields;
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!report(validateReset(values))) return;
    reset.mutate(
      {
        email: values.email.trim().toLowerCase(),
        code: values.code.trim(),
        password: values.password,
        repeat_password: values.repeat,
      },
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
      <EmailCodeFields fields={fields} purpose="reset" label={t('login.email')} />
      <NewPasswordFields fields={fields} />
      <button
        type="submit"
        disabled={reset.isPending}
        aria-busy={reset.isPending}
        className={buttonStyles.primary}
      >
        {reset.isPending ? t('forget.pending') : t('forget.submit')}
      </button>
    </form>
  );
}
