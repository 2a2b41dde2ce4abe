import { useTranslation } from '../lib/translation.tsx';
import { Field } from './form-field.tsx';
import type { InputBinding } from './use-form-fields.ts';

/** The second factor's code (an authenticator's six digits or a recovery code), shown once the server asks for it or the account has it on. */
export function SecondFactorField({ binding, focus = false }: { binding: InputBinding; focus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('totp.code')}
      hint={t('totp.hint')}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={32}
      autoFocus={focus}
      {...binding}
    />
  );
}
