import { LogoutIcon } from '../../../components/icons.tsx';
import { OnDemandDialogButton } from '../../../components/on-demand.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

const loadDialog = () => import('./logout-dialog.tsx').then((m) => m.LogoutDialog);

interface LogoutButtonProps {
  className: string;
  /** The icon alone (the text for screen readers and as the button's name), for the top bar. */
  compact?: boolean;
}

/** Logout with a confirmation dialog (fetched when first opened). */
export function LogoutButton({ className, compact = false }: LogoutButtonProps) {
  const { t } = useTranslation();
  return (
    <OnDemandDialogButton load={loadDialog} className={className}>
      <LogoutIcon />
      <span className={compact ? 'sr-only' : undefined}>{t('nav.logout')}</span>
    </OnDemandDialogButton>
  );
}
