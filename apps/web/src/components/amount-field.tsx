import type { ReactNode } from 'react';
import type { AmountProblem } from '../lib/amount-check.ts';
import type { TFunction } from '../lib/i18n.ts';
import { useTranslation } from '../lib/translation.tsx';
import { sharedMessage } from '../lib/validation.ts';
import { buttonStyles } from './button-styles.ts';
import { Field } from './form-field.tsx';

/** A common amount problem in words: the spec's messages, or the coin's decimal places. */
export function amountProblemText(t: TFunction, problem: AmountProblem, decimals: number): string {
  return problem === 'format' ? t('amount.format', { decimals }) : sharedMessage(problem);
}

interface AmountFieldProps {
  label: string;
  value: string;
  onChange(text: string): void;
  /** What "Max" puts in the field (a plain decimal); undefined while not known (the button is off). */
  max: string | undefined;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
}

/** An amount of a coin, typed as a decimal, with "Max" beside it. */
export function AmountField({ label, value, onChange, max, disabled, error, hint }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.0"
      value={value}
      disabled={disabled}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
      trailing={
        <button
          type="button"
          disabled={disabled || max === undefined}
          onClick={(event) => {
            if (max !== undefined) onChange(max);
            event.currentTarget.parentElement?.querySelector('input')?.focus();
          }}
          className={`${buttonStyles.secondary} shrink-0 px-3`}
        >
          {t('amount.max')}
        </button>
      }
    />
  );
}
