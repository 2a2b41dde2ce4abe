import type { CodePurpose } from '@yuanlong/shared/account';
import { checkEmail } from '../../lib/validation.ts';
import { Field } from '../form-field.tsx';
import type { FieldsOf } from '../use-form-fields.ts';
import { CodeField } from './code-field.tsx';

type EmailCodeField = 'email' | 'code';

interface EmailCodeFieldsProps {
  /** The form's `email` and `code` fields. */
  fields: FieldsOf<EmailCodeField>;
  purpose: CodePurpose;
  label: string;
}

/** An e-mail address and the code mailed to it; the code goes out only once the address is well formed. */
export function EmailCodeFields({ fields, purpose, label }: EmailCodeFieldsProps) {
  const { values, set, message, input, reportField } = fields;
  return (
    <>
      <Field label={label} type="email" autoComplete="email" inputMode="email" {...input('email')} />
      <CodeField
        purpose={purpose}
        email={values.email.trim().toLowerCase()}
        canSend={() => reportField('email', checkEmail(values.email))}
        value={values.code}
        onChange={set('code')}
        error={message('code')}
      />
    </>
  );
}
