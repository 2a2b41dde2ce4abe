import { type ReactNode, useId } from 'react';

/** A titled panel of a page (detail page, account home). */
export function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink-700 bg-ink-900/70 p-4 md:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-lg font-bold text-gold-200">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
