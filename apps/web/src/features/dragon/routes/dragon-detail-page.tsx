import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Dragon detail — placeholder until its issue. */
export function DragonDetailPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.dragonDetail.title')} />;
}
