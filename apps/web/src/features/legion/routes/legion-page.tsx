import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ComingSoon } from '../../../components/coming-soon.tsx';

const SUBPAGES = [
  { to: '/legion/rules', key: 'page.legionRules.title' },
  { to: '/legion/ranks', key: 'page.legionRanks.title' },
  { to: '/legion/history', key: 'page.legionHistory.title' },
] as const;

/** Legion points — placeholder until its issue, with links to rules, ranking and history. */
export function LegionPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon title={t('page.legion.title')}>
      {SUBPAGES.map((page) => (
        <Link key={page.to} to={page.to} className={buttonStyles.secondary}>
          {t(page.key)}
        </Link>
      ))}
    </ComingSoon>
  );
}
