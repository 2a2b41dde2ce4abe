import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { ActivationBadge } from '../../features/activation/components/activation-badge.tsx';
import { accountNavId, SHELL_TEST_IDS } from '../test-ids.ts';

const SECTIONS = [
  { name: 'account', to: '/accountAccount', label: 'account.nav.account' },
  { name: 'activity', to: '/activity', label: 'account.nav.activity' },
  { name: 'legion', to: '/legion', label: 'account.nav.legion' },
  { name: 'invite', to: '/shares', label: 'account.nav.invite' },
  { name: 'gameLogin', to: '/gameLogin', label: 'account.nav.gameLogin' },
  { name: 'setting', to: '/setting', label: 'account.nav.setting' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-xl px-4 text-sm font-medium whitespace-nowrap transition ${
    isActive
      ? 'bg-gold-400/15 text-gold-200 ring-1 ring-gold-400/40'
      : 'text-mist hover:bg-white/5 hover:text-parchment'
  }`;

/** The /Account area: the activation badge and section tabs (a sidebar on desktop) around the account pages. */
export function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_1fr] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
        <ActivationBadge />
        <nav
          aria-label={t('account.nav.label')}
          data-testid={SHELL_TEST_IDS.accountNav}
          className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
        >
          <ul className="flex gap-2 lg:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.name}>
                <NavLink to={section.to} data-testid={accountNavId(section.name)} className={linkClass}>
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
