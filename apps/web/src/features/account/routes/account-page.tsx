import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Account home: assets and mint — placeholder until its issue. */
export function AccountPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.account.title')} />;
}
