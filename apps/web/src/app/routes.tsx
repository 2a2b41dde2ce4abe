import { type RouteObject, redirect } from 'react-router';
import { guardLoader } from './guard.ts';
import { AccountLayout } from './layouts/account-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

// Every page is its own chunk; its ErrorBoundary (the retry screen) keeps the top bar in place.
const page = (path: string, chunk: ReturnType<typeof lazyPage>): RouteObject => ({
  path,
  ...chunk,
  ErrorBoundary: RouteError,
});

// Routes of spec section 2; redirect-only routes render nothing (their loader redirects).
// The account pages are children of /Account (a shared layout) but
// keep their own top-level URLs, as the spec lists them.
const accountPages: RouteObject[] = [
  page(
    'accountAccount',
    lazyPage(
      () => import('./pages/account-home-page.tsx'),
      (m) => m.AccountHomePage,
    ),
  ),
  page(
    'activity',
    lazyPage(
      () => import('../features/activity/routes/activity-page.tsx'),
      (m) => m.ActivityPage,
    ),
  ),
  page(
    'watchlist',
    lazyPage(
      () => import('../features/watchlist/routes/watchlist-page.tsx'),
      (m) => m.WatchlistPage,
    ),
  ),
  page(
    'legion',
    lazyPage(
      () => import('../features/legion/routes/legion-page.tsx'),
      (m) => m.LegionPage,
    ),
  ),
  page(
    'legion/rules',
    lazyPage(
      () => import('../features/legion/routes/legion-rules-page.tsx'),
      (m) => m.LegionRulesPage,
    ),
  ),
  page(
    'legion/ranks',
    lazyPage(
      () => import('../features/legion/routes/legion-ranks-page.tsx'),
      (m) => m.LegionRanksPage,
    ),
  ),
  page(
    'legion/history',
    lazyPage(
      () => import('../features/legion/routes/legion-history-page.tsx'),
      (m) => m.LegionHistoryPage,
    ),
  ),
  page(
    'shares',
    lazyPage(
      () => import('../features/invite/routes/shares-page.tsx'),
      (m) => m.SharesPage,
    ),
  ),
  page(
    'setting',
    lazyPage(
      () => import('../features/settings/routes/setting-page.tsx'),
      (m) => m.SettingPage,
    ),
  ),
  page(
    'dragonDetail',
    lazyPage(
      () => import('./pages/dragon-detail-page.tsx'),
      (m) => m.DragonDetailPage,
    ),
  ),
  page(
    'cardDetail',
    lazyPage(
      () => import('../features/assets/routes/card-detail-page.tsx'),
      (m) => m.CardDetailPage,
      (m, url) => m.prefetchCardDetail(url),
    ),
  ),
  // Where the game's login QR leads (game QR login).
  page(
    'gameLogin',
    lazyPage(
      () => import('../features/game-login/routes/game-login-page.tsx'),
      (m) => m.GameLoginPage,
    ),
  ),
  // The spec's activity link templates: /gun/equip/{index_id}, /gun/pet/{index_id}, /gun/lingshi/{index_id}.
  page(
    'gun/:type/:indexId',
    lazyPage(
      () => import('../features/assets/routes/gun-detail-page.tsx'),
      (m) => m.GunDetailPage,
    ),
  ),
];

export const routes: RouteObject[] = [
  // The operators' console: outside the players' layout and guard (it has its own sign-in).
  page(
    '/admin',
    lazyPage(
      () => import('../features/admin/routes/admin-page.tsx'),
      (m) => m.AdminPage,
    ),
  ),
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    loader: guardLoader,
    shouldRevalidate: () => true,
    children: [
      { index: true, loader: () => redirect('/login'), element: null },
      page(
        'login',
        lazyPage(
          () => import('../features/auth/routes/login-page.tsx'),
          (m) => m.LoginPage,
        ),
      ),
      page(
        'forget',
        lazyPage(
          () => import('../features/auth/routes/forget-page.tsx'),
          (m) => m.ForgetPage,
        ),
      ),
      page(
        'marketplace',
        lazyPage(
          () => import('../features/market/routes/marketplace-page.tsx'),
          (m) => m.MarketplacePage,
          (m, url) => m.prefetchMarketplace(url),
        ),
      ),
      page(
        'marketplace/stats',
        lazyPage(
          () => import('../features/market/routes/market-stats-page.tsx'),
          (m) => m.MarketStatsPage,
        ),
      ),
      page(
        'dragong',
        lazyPage(
          () => import('../features/dragon/routes/dragong-page.tsx'),
          (m) => m.DragongPage,
        ),
      ),
      { path: 'Account', loader: () => redirect('/accountAccount'), element: null },
      { id: 'account', Component: AccountLayout, children: accountPages },
      { path: '*', loader: () => redirect('/'), element: null },
    ],
  },
];
