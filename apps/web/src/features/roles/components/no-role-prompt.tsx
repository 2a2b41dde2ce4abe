import { buttonStyles } from '../../../components/button-styles.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { dismissNoRolePrompt, useNoRolePromptDismissed } from '../no-role-prompt-state.ts';
import { setRolesDialogOpen, useRolesDialogOpen } from '../roles-dialog-state.ts';
import { useServerSync } from '../use-server-sync.ts';

/**
 * The spec's "You have no role, create one?": a bar under the top bar (it does not block the
 * page) while the signed-in user has no role, until dismissed for this browser session.
 */
export function NoRolePrompt() {
  const { t } = useTranslation();
  const { players, user } = useServerSync();
  const dismissed = useNoRolePromptDismissed(user?.userid);
  const dialogOpen = useRolesDialogOpen();
  if (!user || players.data?.length !== 0 || dismissed || dialogOpen) return null;
  return (
    <div role="status" className="border-t border-gold-500/20 bg-gold-400/10">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 md:px-6">
        <p className="min-w-0 flex-1 text-sm font-medium text-gold-100">{t('roles.noRole')}</p>
        <button
          type="button"
          onClick={() => setRolesDialogOpen(true)}
          className={`${buttonStyles.primary} min-h-9 px-3`}
        >
          {t('roles.promptCreate')}
        </button>
        <button
          type="button"
          aria-label={t('roles.promptDismiss')}
          onClick={() => dismissNoRolePrompt(user.userid)}
          className="inline-flex size-9 items-center justify-center rounded-lg text-mist hover:bg-white/5 hover:text-parchment"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </div>
  );
}
