import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useLogout } from '../api/logout.ts';

export interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Log out?" with cancel and confirm (opened by the logout button). */
export function LogoutDialog({ open, onOpenChange }: LogoutDialogProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent title={t('logout.title')} description={t('logout.description')}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close className={buttonStyles.ghost}>{t('common.cancel')}</Dialog.Close>
          <button
            type="button"
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
