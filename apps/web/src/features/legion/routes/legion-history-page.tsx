import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Legion points history — placeholder until its issue. */
export function LegionHistoryPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.legionHistory.title')} eyebrow={t('page.legion.title')} />;
}
