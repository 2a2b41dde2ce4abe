import { buttonStyles } from '../../components/button-styles.ts';
import { MenuIcon } from '../../components/icons.tsx';
import { OnDemand } from '../../components/on-demand.tsx';
import { setDrawerOpen, useDrawerOpen } from '../../lib/drawer.ts';
import { useTranslation } from '../../lib/translation.tsx';

const loadPanel = () => import('./mobile-drawer-panel.tsx').then((m) => m.MobileDrawerPanel);
const closeDrawer = () => setDrawerOpen(false);

/** The mobile menu's button (below md); the panel is fetched when the menu first opens. */
export function MobileDrawer({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  // Open state lives in lib/drawer so the market's "Filters" button can open it too.
  const open = useDrawerOpen();
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setDrawerOpen(true)}
        className={`${buttonStyles.icon} -ml-1 lg:hidden`}
      >
        <MenuIcon />
      </button>
      <OnDemand open={open} load={loadPanel} props={{ loggedIn }} onFailed={closeDrawer} />
    </>
  );
}
