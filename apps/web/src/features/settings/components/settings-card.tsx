import type { ReactNode } from 'react';

interface SettingsCardProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** A short state shown beside the title (e.g. "Set"). */
  badge?: ReactNode;
  /** Anchor for links to this section. */
  id?: string;
  children: ReactNode;
}

/** One settings section: an icon, its title and state, and its form. */
export function SettingsCard({ icon, title, description, badge, id, children }: SettingsCardProps) {
  return (
    <section
      id={id}
      aria-label={title}
      className="flex scroll-mt-24 flex-col rounded-2xl border border-gold-500/20 bg-ink-900/85 p-5 shadow-xl shadow-black/30 sm:p-6"
    >
      <header className="mb-5 flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/30 bg-ink-850 text-gold-300">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-display text-lg font-semibold text-gold-100">{title}</h2>
            {badge}
          </div>
          {description ? <p className="mt-1 text-sm leading-relaxed text-mist">{description}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}

/** A small state pill: jade when done, gold when something is missing. */
export function StateBadge({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${done ? 'border-jade-400/50 bg-jade-400/10 text-jade-200' : 'border-gold-500/50 bg-gold-400/10 text-gold-200'}`}
    >
      {children}
    </span>
  );
}
