import { useTranslation } from '../../../lib/translation.tsx';
import type { ProofMethod } from '../validation.ts';

interface MethodSwitchProps {
  name: string;
  methods: readonly ProofMethod[];
  value: ProofMethod;
  onChange(method: ProofMethod): void;
}

/** Choose how to prove it is you: with the login password or with an e-mail code. */
export function MethodSwitch({ name, methods, value, onChange }: MethodSwitchProps) {
  const { t } = useTranslation();
  if (methods.length < 2) return null;
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-ink-850 p-1">
      <legend className="sr-only">{t('setting.proofMethod')}</legend>
      {methods.map((method) => (
        <label
          key={method}
          className={`flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${value === method ? 'bg-ink-700 text-gold-200 shadow' : 'text-mist hover:text-parchment'}`}
        >
          <input
            type="radio"
            name={`${name}-method`}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="sr-only"
          />
          {method === 'password' ? t('setting.withPassword') : t('setting.withCode')}
        </label>
      ))}
    </fieldset>
  );
}
