import { NavLink } from 'react-router';
import { chipStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const PAGES = [
  { to: '/legion', key: 'page.legion.title' },
  { to: '/legion/ranks', key: 'page.legionRanks.title' },
  { to: '/legion/history', key: 'page.legionHistory.title' },
  { to: '/legion/rules', key: 'page.legionRules.title' },
] as const;

/** The four legion pages, the current one marked. */
export function LegionNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('page.legion.title')} className="-mt-2 mb-5 flex flex-wrap gap-2">
      {PAGES.map((page) => (
        <NavLink key={page.to} to={page.to} end className={({ isActive }) => chipStyles(isActive)}>
          {t(page.key)}
        </NavLink>
      ))}
    </nav>
  );
}
