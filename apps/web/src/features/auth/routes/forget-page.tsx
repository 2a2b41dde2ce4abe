import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { ForgetForm } from '../components/forget-form.tsx';

/** Password recovery: an e-mail code, then a new login password chosen by the user. */
export function ForgetPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <section className="rounded-2xl border border-gold-500/25 bg-ink-900/90 p-5 shadow-2xl shadow-black/40 sm:p-7">
        <PageTitle>{t('page.forget.title')}</PageTitle>
        <p className="-mt-3 mb-5 text-sm leading-relaxed text-mist">{t('forget.intro')}</p>
        <ForgetForm />
        <p className="mt-5 text-center text-sm">
          <Link
            to="/login?tab=email"
            data-testid={TEST_IDS.forgetBack}
            className="text-jade-300 underline-offset-4 hover:text-jade-200 hover:underline"
          >
            {t('forget.backToLogin')}
          </Link>
        </p>
      </section>
    </div>
  );
}
