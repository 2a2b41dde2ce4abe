import { NavLink, Outlet } from 'react-router';
import { ActivationBadge } from '../../features/activation/components/activation-badge.tsx';
import { useTranslation } from '../../lib/translation.tsx';

const SECTIONS = [
  { name: 'account', to: '/accountAccount', label: 'account.nav.account' },
  { name: 'activity', to: '/activity', label: 'account.nav.activity' },
  { name: 'watchlist', to: '/watchlist', label: 'account.nav.watchlist' },
  { name: 'legion', to: '/legion', label: 'account.nav.legion' },
  { name: 'invite', to: '/shares', label: 'account.nav.invite' },
  { name: 'gameLogin', to: '/gameLogin', label: 'account.nav.gameLogin' },
  { name: 'dragong', to: '/dragong', label: 'page.dragong.title' },
  { name: 'setting', to: '/setting', label: 'account.nav.setting' },
] as const;

// Three to a row on a phone (a label may take two lines there), in a row from sm, a column from lg.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-full min-h-11 items-center justify-center rounded-xl px-2 text-center text-sm leading-tight font-medium transition sm:px-4 sm:whitespace-nowrap lg:justify-start lg:text-left ${
    isActive
      ? 'bg-gold-400/15 text-gold-200 ring-1 ring-gold-400/40'
      : 'text-mist ring-1 ring-ink-700 hover:bg-white/5 hover:text-parchment sm:ring-0'
  }`;

/**
 * The /Account area: the activation badge and section tabs (a sidebar on desktop) around the
 * account pages. The tabs never scroll sideways: on a phone they sit three to a row.
 */
export function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_1fr] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
        <ActivationBadge />
        <nav aria-label={t('account.nav.label')}>
          <ul className="grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2 lg:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.name}>
                <NavLink to={section.to} className={linkClass}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
