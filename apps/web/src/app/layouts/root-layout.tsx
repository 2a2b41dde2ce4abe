import { settingValue } from '@yuanlong/shared/website';
import { lazy, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { ImageBaseContext } from '../../components/asset/image-base.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { GuideTour } from '../../features/guide/components/guide-tour.tsx';
import { useWebsiteSettings } from '../../features/website/api/get-website-settings.ts';
import { useSessionRenewal } from '../../lib/session-renewal.ts';
import { useToken } from '../../lib/token.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { useAfterPaint } from '../../lib/use-after-paint.ts';
import { useWalletInUse, WithWallet } from '../../lib/with-wallet.tsx';
import { NavProgress } from '../shell/nav-progress.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';
import { TopBar } from '../shell/top-bar.tsx';

// Maintenance and announcements: after the page's first paint, in a chunk of its own.
const NoticeBanner = lazy(() =>
  import('../../features/website/components/notice-banner.tsx').then((m) => ({ default: m.NoticeBanner })),
);

// It watches the wallet: loaded with the wallet libraries, and only for a signed-in account whose
// browser may have a wallet connected (useWalletInUse; one signed in by e-mail browses without them).
const AccountAbnormalDialog = lazy(() =>
  import('../../features/auth/components/account-abnormal-dialog.tsx').then((m) => ({
    default: m.AccountAbnormalDialog,
  })),
);

/** Website setting with the base URL of the game's asset pictures (empty: drawn art). */
const IMAGE_BASE_SETTING = 'image_base_url';

/**
 * Scroll positions are kept per history entry. The first entry of every page load is keyed
 * "default", so loading another URL in the same tab would get the last page's position: that
 * entry is keyed by its URL instead (a reload of the same URL still comes back to its place).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Every page: skip link, top bar, the page, footer, toasts, and the account-abnormal check. */
export function RootLayout() {
  const { t } = useTranslation();
  const token = useToken();
  useSessionRenewal();
  const walletInUse = useWalletInUse();
  // Asset pictures use the game's art once the website settings name its base URL.
  const imageBase = settingValue(useWebsiteSettings().data, IMAGE_BASE_SETTING);
  // Below the page: rendered after it, in a task of its own.
  const footerTurn = useAfterPaint();
  return (
    <ImageBaseContext value={imageBase}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#content"
          className="sr-only z-50 rounded-lg bg-gold-300 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('a11y.skipToContent')}
        </a>
        <TopBar />
        {footerTurn ? (
          <Suspense fallback={null}>
            <NoticeBanner />
          </Suspense>
        ) : null}
        <NavProgress />
        <main
          id="content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none md:px-6 md:py-10"
        >
          <Outlet />
        </main>
        {footerTurn ? <SiteFooter /> : null}
        <Toaster />
        <GuideTour />
        {token && walletInUse ? (
          <WithWallet>
            <AccountAbnormalDialog />
          </WithWallet>
        ) : null}
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </ImageBaseContext>
  );
}
