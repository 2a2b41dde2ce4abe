import { useTranslation } from 'react-i18next';
import { Field } from './form-field.tsx';
import type { FieldsOf } from './use-form-fields.ts';

type PasswordField = 'password' | 'repeat';

interface NewPasswordFieldsProps {
  /** The form's `password` and `repeat` fields. */
  fields: FieldsOf<PasswordField>;
  /** Test ids of the new-password input and of its repeat. */
  testIds?: Record<PasswordField, string>;
  /** The new password's label; "New password" unless told. */
  label?: string;
}

/** A new password, with the rules as its hint, then the same password again. */
export function NewPasswordFields({ fields, testIds, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { input } = fields;
  return (
    <>
      <Field
        label={label ?? t('password.new')}
        testId={testIds?.password}
        type="password"
        autoComplete="new-password"
        {...input('password')}
        hint={t('password.rules')}
      />
      <Field
        label={t('password.repeat')}
        testId={testIds?.repeat}
        type="password"
        autoComplete="new-password"
        {...input('repeat')}
      />
    </>
  );
}
