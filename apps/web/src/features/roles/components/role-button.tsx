import { buttonStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { setRolesDialogOpen } from '../roles-dialog-state.ts';
import { useServerSync } from '../use-server-sync.ts';

interface RoleButtonProps {
  className?: string;
  /** Called before the dialog opens (the drawer closes itself). */
  onOpen?: () => void;
}

/** Opens the roles dialog; shows the server being played, or "Create role" when there is none. */
export function RoleButton({ className = '', onOpen }: RoleButtonProps) {
  const { t } = useTranslation();
  const { role, players } = useServerSync();
  const label = role
    ? role.server_name
    : players.data?.length === 0
      ? t('roles.promptCreate')
      : t('roles.open');
  return (
    <button
      type="button"
      data-server-id={role?.server_id}
      aria-haspopup="dialog"
      aria-label={role ? t('roles.openCurrent', { server: role.server_name, name: role.name }) : undefined}
      onClick={() => {
        onOpen?.();
        setRolesDialogOpen(true);
      }}
      className={`${buttonStyles.secondary} px-3 ${className}`}
    >
      <span className="size-2 rounded-full bg-jade-400" aria-hidden="true" hidden={!role} />
      <span className="max-w-32 truncate">{label}</span>
    </button>
  );
}
