import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Invite and share — placeholder until its issue. */
export function SharesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.shares.title')} />;
}
