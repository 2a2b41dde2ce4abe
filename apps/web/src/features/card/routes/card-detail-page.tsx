import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Card detail — placeholder until its issue. */
export function CardDetailPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.cardDetail.title')} />;
}
