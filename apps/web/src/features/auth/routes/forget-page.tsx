import { useTranslation } from '../../../lib/translation.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgetForm } from '../components/forget-form.tsx';

/** Password recovery: an e-mail code, then a new login password chosen by the user. */
export function ForgetPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <AuthCard
        title={t('page.forget.title')}
        link={{ to: '/login?tab=email', text: t('forget.backToLogin') }}
      >
        <p className="-mt-3 mb-5 text-sm leading-relaxed text-mist">{t('forget.intro')}</p>
        <ForgetForm />
      </AuthCard>
    </div>
  );
}
