import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Legion rules — placeholder until its issue. */
export function LegionRulesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.legionRules.title')} eyebrow={t('page.legion.title')} />;
}
