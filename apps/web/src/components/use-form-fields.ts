import type { MessageKey } from '@yuanlong/shared/messages';
import { type ChangeEvent, useRef, useState } from 'react';
import { type FormErrors, isValid, sharedMessage } from '../lib/validation.ts';
import { focusFirstError } from './form-field.tsx';

/** What a group of fields needs of the form it is in (from useFormFields); F: the group's fields. */
export interface FieldsOf<F extends string> {
  values: Record<F, string>;
  set(field: F): (value: string) => void;
  message(field: F): string | undefined;
  input(field: F): InputBinding;
  reportField(field: F, problem: MessageKey | undefined): boolean;
}

/** The props that tie a Field to a form field. */
export interface InputBinding {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error: string | undefined;
}

/**
 * A form of text fields: the values, each field's problem (a shared message key), and focus on
 * the first bad field when a check fails. `form` goes on the <form> element.
 */
export function useFormFields<F extends string>(empty: Record<F, string>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  // On the next frame, once the inputs that failed are marked aria-invalid.
  const focusError = () => requestAnimationFrame(() => focusFirstError(form.current));
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: F) => (errors[field] ? sharedMessage(errors[field]) : undefined);

  return {
    form,
    values,
    setValues,
    setErrors,
    /** A field's change handler. */
    set,
    /** A field's problem in the interface language. */
    message,
    /** A Field's value, change handler and error: `<Field … {...input('email')} />`. */
    input: (field: F): InputBinding => ({
      value: values[field],
      onChange: (event) => set(field)(event.target.value),
      error: message(field),
    }),
    /** Shows what a check of the whole form found; false, with the first bad field focused, when anything. */
    report(found: FormErrors<F>): boolean {
      setErrors(found);
      if (isValid(found)) return true;
      focusError();
      return false;
    },
    /** Shows one field's problem or clears it; false, with the first bad field focused, when there is one. */
    reportField(field: F, problem: MessageKey | undefined): boolean {
      setErrors((e) => ({ ...e, [field]: problem }));
      if (problem) focusError();
      return !problem;
    },
  };
}
