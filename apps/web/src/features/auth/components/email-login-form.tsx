import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { useCaptcha } from '../../../components/captcha/use-captcha.tsx';
import { Field } from '../../../components/form-field.tsx';
import { SecondFactorField } from '../../../components/second-factor-field.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { getInviteCode } from '../../../lib/invite-code.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useLoginEmail } from '../api/login-email.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import { validateEmailLogin } from '../validation.ts';

/** The e-mail tab: address and login password (and the second factor's code when asked), the slider captcha, then sign-in. */
export function EmailLoginForm() {
  const { t } = useTranslation();
  const { form, values, input, report } = useFormFields({ email: '', password: '', totp: '' });
  const captcha = useCaptcha();
  const login = useLoginEmail();
  const finish = useFinishSignIn();
  const invite = getInviteCode();
  const [verifying, setVerifying] = useState(false);
  // Shown once the server asks for the second factor (the account has it on).
  const [askCode, setAskCode] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!report(validateEmailLogin(values))) return;
    setVerifying(true);
    const token = await captcha.solve();
    setVerifying(false);
    if (!token) return;
    login.mutate(
      {
        captcha_token: token,
        email: values.email.trim().toLowerCase(),
        password: values.password,
        ...(invite ? { invite_code: invite } : {}),
        ...(askCode && values.totp.trim() ? { totp_code: values.totp.trim() } : {}),
      },
      {
        onSuccess: (result) => finish(result),
        onError: (error) => {
          if (error instanceof ApiError && error.secondFactor) setAskCode(true);
        },
      },
    );
  };

  const pending = verifying || login.isPending || login.isSuccess;
  return (
    <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <Field
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...input('email')}
      />
      <Field
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        {...input('password')}
      />
      {askCode ? <SecondFactorField binding={input('totp')} focus /> : null}
      <button type="submit" disabled={pending} aria-busy={pending} className={buttonStyles.primary}>
        {verifying
          ? t('captcha.verifying')
          : login.isPending || login.isSuccess
            ? t('login.pending')
            : t('login.submit')}
      </button>
      <p className="text-xs leading-relaxed text-mist">{t('login.emailHint')}</p>
      {captcha.dialog}
    </form>
  );
}
