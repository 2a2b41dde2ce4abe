import type { FormEvent } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SecondFactorField } from '../../../components/second-factor-field.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The second factor's code after a wallet signature, for an account that has it on. */
export function WalletCodeForm({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  const { form, values, input, report } = useFormFields({ totp: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.totp.trim();
    if (!report(code ? {} : { totp: 'secondFactorRequired' })) return;
    onSubmit(code);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <SecondFactorField binding={input('totp')} focus />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonStyles.primary}>
        {t('login.submit')}
      </button>
    </form>
  );
}
