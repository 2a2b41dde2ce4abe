import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../lib/translation.tsx';

/** A page's heading (h1); also names the browser tab. */
export function PageTitle({ children, eyebrow }: { children: string; eyebrow?: ReactNode }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${children} · ${appName}`;
  }, [children, appName]);
  return (
    <header className="mb-6">
      {eyebrow ? (
        <p className="mb-1 text-xs font-semibold tracking-[0.2em] text-jade-300 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="font-display text-2xl font-bold text-gold-100 md:text-3xl">{children}</h1>
    </header>
  );
}
