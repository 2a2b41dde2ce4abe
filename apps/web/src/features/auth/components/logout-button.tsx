import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../../components/icons.tsx';
import { OnDemand } from '../../../components/on-demand.tsx';

const loadDialog = () => import('./logout-dialog.tsx').then((m) => m.LogoutDialog);

interface LogoutButtonProps {
  testId: string;
  className: string;
  /** Show the text next to the icon only from this breakpoint on (icon-only below). */
  compact?: boolean;
}

/** Logout with a confirmation dialog (fetched when first opened). */
export function LogoutButton({ testId, className, compact = false }: LogoutButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={className}
      >
        <LogoutIcon />
        <span className={compact ? 'sr-only lg:not-sr-only' : undefined}>{t('nav.logout')}</span>
      </button>
      <OnDemand
        open={open}
        load={loadDialog}
        props={{ open, onOpenChange: setOpen }}
        onFailed={() => setOpen(false)}
      />
    </>
  );
}
