import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/toaster.tsx';
import { AccountAbnormalDialog } from '../../features/auth/components/account-abnormal-dialog.tsx';
import { TEST_IDS } from '../../lib/test-ids.ts';
import { NavProgress } from '../shell/nav-progress.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';
import { TopBar } from '../shell/top-bar.tsx';

/** Every page: skip link, top bar, the page, footer, toasts, and the account-abnormal check. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        data-testid={TEST_IDS.skipLink}
        className="sr-only z-50 rounded-lg bg-gold-300 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('a11y.skipToContent')}
      </a>
      <TopBar />
      <NavProgress />
      <main
        id="content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none md:px-6 md:py-10"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <AccountAbnormalDialog />
      <ScrollRestoration />
    </div>
  );
}
