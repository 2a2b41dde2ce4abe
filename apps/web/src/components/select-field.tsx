import { type SelectHTMLAttributes, useId } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  className?: string;
}

/** A labelled native select: keyboard and screen-reader friendly, and the phone's own picker. */
export function SelectField({ label, options, hideLabel, className = '', id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label
        htmlFor={selectId}
        className={
          hideLabel ? 'sr-only' : 'text-[0.7rem] font-semibold tracking-widest text-gold-300 uppercase'
        }
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          className="block min-h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-xl border border-ink-600 bg-ink-850 py-2 pr-8 pl-3 text-sm text-parchment transition hover:border-gold-500/60 focus-visible:border-gold-400 focus-visible:ring-2 focus-visible:ring-gold-400/40 focus-visible:outline-none"
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gold-300"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
