import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Legion ranking (monthly top 100) — placeholder until its issue. */
export function LegionRanksPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.legionRanks.title')} eyebrow={t('page.legion.title')} />;
}
