import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Small-dragon game page — placeholder until its issue. */
export function DragongPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('page.dragong.title')} />;
}
