import { Link, NavLink } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { StoreIcon, UserIcon } from '../../components/icons.tsx';
import { WalletAddress } from '../../features/account/components/wallet-address.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { TopBarSearch } from '../../features/market/components/top-bar-search.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { NoRolePrompt } from '../../features/roles/components/no-role-prompt.tsx';
import { RoleButton } from '../../features/roles/components/role-button.tsx';
import { RolesDialog } from '../../features/roles/components/roles-dialog.tsx';
import { DownloadButton } from '../../features/website/components/download-button.tsx';
import { useToken } from '../../lib/token.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { BrandLink } from './brand-link.tsx';
import { LiveDot } from './live-dot.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl px-3 text-sm font-medium transition ${
    isActive ? 'text-gold-200 bg-gold-400/10' : 'text-mist hover:text-parchment hover:bg-white/5'
  }`;

/**
 * The top bar: brand, market and account links, app download, the notifications bell, the role played (opens the roles
 * dialog), wallet, login / logout; under it the no-role prompt. Below the lg width the links, the role and logout are in
 * the menu drawer. Signed in, app download and logout are icons (their words for screen readers and as the buttons'
 * names), so that in each language the row fits on one line with the search field at a readable width.
 */
export function TopBar() {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken());
  return (
    <header className="sticky top-0 z-30 border-b border-gold-500/15 bg-ink-950">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 md:gap-4 md:px-6">
        <MobileDrawer loggedIn={loggedIn} />
        <BrandLink compact={loggedIn} />
        <nav aria-label={t('nav.main')} className="ml-2 hidden items-center gap-1 lg:flex">
          <NavLink to="/marketplace" className={navClass}>
            <StoreIcon width={18} height={18} />
            {t('nav.market')}
          </NavLink>
          {loggedIn ? (
            <NavLink to="/accountAccount" className={navClass}>
              <UserIcon width={18} height={18} />
              {t('nav.account')}
            </NavLink>
          ) : null}
        </nav>
        <TopBarSearch />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LiveDot labelled={!loggedIn} />
          <DownloadButton labelled={!loggedIn} />
          {loggedIn ? (
            <>
              <NotificationBell />
              <div className="hidden lg:block">
                <RoleButton />
              </div>
              <CartButton />
              <WalletAddress />
              <div className="hidden lg:block">
                <LogoutButton compact className={`${buttonStyles.ghost} px-3`} />
              </div>
            </>
          ) : (
            <Link to="/login" className={`${buttonStyles.primary} px-4`}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
      {loggedIn ? (
        <>
          <NoRolePrompt />
          <RolesDialog />
        </>
      ) : null}
    </header>
  );
}
