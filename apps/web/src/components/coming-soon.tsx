import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../lib/test-ids.ts';
import { HourglassIcon } from './icons.tsx';
import { PageTitle } from './page-title.tsx';

/** A designed placeholder for a page that is not built yet: its title and a "coming soon" note. */
export function ComingSoon({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <PageTitle eyebrow={eyebrow}>{title}</PageTitle>
      <section
        data-testid={TEST_IDS.comingSoon}
        className="relative overflow-hidden rounded-2xl border border-gold-500/20 bg-ink-900/80 px-6 py-12 text-center shadow-inner"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(63,210,159,0.14),transparent_60%)]"
        />
        <span className="relative mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full border border-gold-500/40 bg-ink-850 text-gold-300">
          <HourglassIcon width={28} height={28} />
        </span>
        <h2 className="relative font-display text-xl font-semibold text-gold-200">
          {t('common.comingSoon')}
        </h2>
        <p className="relative mx-auto mt-2 max-w-md text-sm leading-relaxed text-mist">
          {t('common.comingSoonBody')}
        </p>
        {children ? (
          <div className="relative mt-6 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </section>
    </div>
  );
}
