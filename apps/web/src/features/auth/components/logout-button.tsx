import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { LogoutIcon } from '../../../components/icons.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { useLogout } from '../api/logout.ts';

interface LogoutButtonProps {
  testId: string;
  className: string;
  /** Show the text next to the icon only from this breakpoint on (icon-only below). */
  compact?: boolean;
}

/** Logout with a confirmation dialog. */
export function LogoutButton({ testId, className, compact = false }: LogoutButtonProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dialog.Root>
      <Dialog.Trigger data-testid={testId} className={className}>
        <LogoutIcon />
        <span className={compact ? 'sr-only lg:not-sr-only' : undefined}>{t('nav.logout')}</span>
      </Dialog.Trigger>
      <ModalContent
        testId={TEST_IDS.logoutDialog}
        title={t('logout.title')}
        description={t('logout.description')}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close data-testid={TEST_IDS.logoutCancel} className={buttonStyles.ghost}>
            {t('common.cancel')}
          </Dialog.Close>
          <button
            type="button"
            data-testid={TEST_IDS.logoutConfirm}
            className={buttonStyles.danger}
            disabled={logout.isPending}
            aria-busy={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {logout.isPending ? t('logout.pending') : t('logout.confirm')}
          </button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
