import * as Dialog from '@radix-ui/react-dialog';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { CloseIcon, StoreIcon } from '../../components/icons.tsx';
import { useReturnFocus } from '../../components/return-focus.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { FilterChips } from '../../features/market/components/filter-chips.tsx';
import { RoleButton } from '../../features/roles/components/role-button.tsx';
import { setDrawerOpen, useDrawerOpen } from '../../lib/drawer.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { BrandLink } from './brand-link.tsx';

const ACCOUNT_LINKS = [
  { name: 'mint', to: '/accountAccount', label: 'drawer.mint' },
  { name: 'activity', to: '/activity', label: 'drawer.activity' },
  { name: 'invite', to: '/shares', label: 'drawer.invite' },
  { name: 'gameLogin', to: '/gameLogin', label: 'drawer.gameLogin' },
  { name: 'dragong', to: '/dragong', label: 'page.dragong.title' },
  { name: 'setting', to: '/setting', label: 'drawer.setting' },
] as const;

const heading = 'mb-3 text-xs font-semibold tracking-widest text-gold-300 uppercase';

/** The mobile menu's panel (below md): market filters, account links, login or logout. */
export function MobileDrawerPanel({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  // Open state lives in lib/drawer so the market's "Filters" button can open it too.
  const open = useDrawerOpen();
  const { pathname, search } = useLocation();
  const close = () => setDrawerOpen(false);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(88vw,22rem)] flex-col border-r border-gold-500/20 bg-ink-900 shadow-2xl motion-safe:animate-slide-in"
        >
          <div className="flex h-16 items-center justify-between border-b border-white/5 px-4">
            <BrandLink onNavigate={close} />
            <Dialog.Title className="sr-only">{t('drawer.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('nav.closeMenu')} className={buttonStyles.icon}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-7 overflow-y-auto px-4 py-5">
            <Link to="/marketplace" onClick={close} className={`${buttonStyles.secondary} w-full`}>
              <StoreIcon width={18} height={18} />
              {t('nav.market')}
            </Link>
            <nav aria-label={t('market.filters')}>
              <FilterChips
                search={pathname.toLowerCase() === '/marketplace' ? search : ''}
                onNavigate={close}
              />
            </nav>
            {loggedIn ? (
              <nav aria-label={t('drawer.account')}>
                <h3 className={heading}>{t('drawer.account')}</h3>
                <RoleButton onOpen={close} className="mb-2 w-full justify-start" />
                <ul className="grid grid-cols-2 gap-2">
                  {ACCOUNT_LINKS.map((link) => (
                    <li key={link.name}>
                      <Link
                        to={link.to}
                        onClick={close}
                        className={`${buttonStyles.ghost} w-full justify-start border border-ink-700`}
                      >
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
          <div className="border-t border-white/5 p-4">
            {loggedIn ? (
              <LogoutButton
                className={`${buttonStyles.ghost} w-full border border-ember-400/40 text-ember-100`}
              />
            ) : (
              <Link to="/login" onClick={close} className={`${buttonStyles.primary} w-full`}>
                {t('nav.login')}
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
