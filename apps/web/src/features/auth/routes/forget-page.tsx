import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Password recovery (e-mail code, then a new password) — placeholder until the auth issue. */
export function ForgetPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl">
      <ComingSoon title={t('page.forget.title')}>
        <Link to="/login" className={buttonStyles.secondary}>
          {t('forget.backToLogin')}
        </Link>
      </ComingSoon>
    </div>
  );
}
