import { useTranslation } from '../lib/translation.tsx';
import { Field } from './form-field.tsx';
import type { FieldsOf } from './use-form-fields.ts';

type PasswordField = 'password' | 'repeat';

interface NewPasswordFieldsProps {
  /** The form's `password` and `repeat` fields. */
  fields: FieldsOf<PasswordField>;
  /** The new password's label; "New password" unless told. */
  label?: string;
}

/** A new password, with the rules as its hint, then the same password again. */
export function NewPasswordFields({ fields, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { input } = fields;
  return (
    <>
      <Field
        label={label ?? t('password.new')}
        type="password"
        autoComplete="new-password"
        {...input('password')}
        hint={t('password.rules')}
      />
      <Field label={t('password.repeat')} type="password" autoComplete="new-password" {...input('repeat')} />
    </>
  );
}
