import { Link } from 'react-router';
import { useTranslation } from '../lib/translation.tsx';
import { sharedMessage } from '../lib/validation.ts';
import { Field } from './form-field.tsx';

interface FundPasswordFieldProps {
  /** The user's `has_pay_password`: without one, the field is the way to set it instead. */
  hasPassword: boolean;
  value: string;
  onChange(value: string): void;
  /** The user tried to go on without it: "Please enter the fund password." */
  missing: boolean;
  disabled?: boolean;
}

/**
 * The fund password that purchases and withdrawals ask for; without one yet, the spec's "set a
 * fund password first" and the way to the settings.
 */
export function FundPasswordField({
  hasPassword,
  value,
  onChange,
  missing,
  disabled,
}: FundPasswordFieldProps) {
  const { t } = useTranslation();
  if (!hasPassword) {
    return (
      <p className="text-sm text-gold-200">
        {sharedMessage('fundPasswordNotSet')}{' '}
        <Link to="/setting" className="font-semibold text-jade-300 underline underline-offset-2">
          {t('paypwd.setNow')}
        </Link>
      </p>
    );
  }
  return (
    <Field
      label={t('paypwd.label')}
      type="password"
      autoComplete="off"
      value={value}
      disabled={disabled}
      error={missing ? sharedMessage('fundPasswordRequired') : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
