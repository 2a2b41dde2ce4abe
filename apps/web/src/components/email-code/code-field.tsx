import type { CodePurpose } from '@yuanlong/shared/account';
import { showToast } from '../../lib/toast.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { useCaptcha } from '../captcha/use-captcha.tsx';
import { Field } from '../form-field.tsx';
import { useSendCode } from './send-code.ts';
import { useCountdown } from './use-countdown.ts';

interface CodeFieldProps {
  purpose: CodePurpose;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** The address to send to (bind, reset); the bound one is used for password and paypwd. */
  email?: string;
  /** Checks the form's e-mail before sending; false stops the send. */
  canSend?: () => boolean;
}

/** The six-digit e-mail code with its "Send code" button (captcha first, then a resend countdown). */
export function CodeField({ purpose, value, onChange, error, email, canSend }: CodeFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const send = useSendCode();
  const [left, startCountdown] = useCountdown();

  const onSend = async () => {
    if (canSend && !canSend()) return;
    const token = await captcha.solve();
    if (!token) return;
    send.mutate(
      { captcha_token: token, purpose, ...(email ? { email } : {}) },
      {
        onSuccess: ({ resend_in }) => {
          startCountdown(resend_in);
          showToast(t('code.sent'), 'success');
        },
      },
    );
  };

  return (
    <>
      <Field
        label={t('code.label')}
        error={error}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('code.placeholder')}
        trailing={
          <button
            type="button"
            onClick={() => void onSend()}
            disabled={send.isPending || left > 0}
            aria-busy={send.isPending}
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl border border-jade-400/50 bg-jade-400/10 px-3 text-sm font-semibold whitespace-nowrap text-jade-200 transition hover:bg-jade-400/20 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {send.isPending
              ? t('code.sending')
              : left > 0
                ? t('code.resendIn', { seconds: left })
                : t('code.send')}
          </button>
        }
      />
      {captcha.dialog}
    </>
  );
}
