import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** The problem with the value, shown under the field. */
  error?: string;
  hint?: ReactNode;
  /** A control beside the input (e.g. "Send code"). */
  trailing?: ReactNode;
}

const inputBase =
  'block min-h-11 w-full min-w-0 rounded-xl border bg-ink-850 px-3 text-base text-parchment placeholder:text-mist/60 transition focus:outline-none focus-visible:ring-2 disabled:opacity-60 sm:text-sm';

/** A labelled input with its hint or error; the error is tied to the input for screen readers. */
export function Field({ label, error, hint, trailing, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-mist">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          className={`${inputBase} ${error ? 'border-ember-400 focus-visible:ring-ember-400/60' : 'border-ink-600 focus-visible:border-gold-400 focus-visible:ring-gold-400/40'}`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={noteId} className="text-sm text-ember-400">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs leading-relaxed text-mist/80">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first field of a form that has an error (after a failed submit). */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
}
