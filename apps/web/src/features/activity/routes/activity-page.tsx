import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Activity feed — placeholder until its issue. */
export function ActivityPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.activity.title')} />;
}
