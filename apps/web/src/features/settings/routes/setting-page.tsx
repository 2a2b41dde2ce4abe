import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Account settings — placeholder until its issue. */
export function SettingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.setting.title')} />;
}
