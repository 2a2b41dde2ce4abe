import * as Dialog from '@radix-ui/react-dialog';
import { ModalContent } from '../../../components/dialog.tsx';
import { useServers } from '../../../lib/servers.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { setRolesDialogOpen, useRolesDialogOpen } from '../roles-dialog-state.ts';
import { serverChoices } from '../roles-logic.ts';
import { useServerSync } from '../use-server-sync.ts';
import { CreateRoleForm } from './create-role-form.tsx';
import { MyRoles } from './my-roles.tsx';

/** The create-role dialog (spec section 2): the user's roles, the server played, a new role. */
export function RolesDialogPanel() {
  const { t } = useTranslation();
  const open = useRolesDialogOpen();
  return (
    <Dialog.Root open={open} onOpenChange={setRolesDialogOpen}>
      {open ? (
        <ModalContent title={t('roles.title')} description={t('roles.description')}>
          <RolesBody />
        </ModalContent>
      ) : null}
    </Dialog.Root>
  );
}

function RolesBody() {
  const { t } = useTranslation();
  const { players, serverId, user } = useServerSync();
  const servers = useServers();
  if (players.isPending || (servers.isPending && !servers.data)) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">{t('common.loading')}</span>
        <div className="skeleton h-14 rounded-xl" />
        <div className="skeleton h-28 rounded-xl" />
      </div>
    );
  }
  if (players.isError || (servers.isError && !servers.data)) {
    const retry = () => {
      if (players.isError) void players.refetch();
      if (servers.isError) void servers.refetch();
    };
    return (
      <div role="alert" className="rounded-xl border border-ember-400/40 bg-ember-950/60 p-4 text-center">
        <p className="font-semibold text-ember-100">{t('roles.loadError')}</p>
        <p className="mt-1 text-sm text-mist">{t('roles.loadErrorBody')}</p>
        <button
          type="button"
          onClick={retry}
          disabled={players.isFetching || servers.isFetching}
          className="mt-3 inline-flex min-h-11 items-center rounded-xl border border-gold-500/40 px-4 text-sm font-semibold text-gold-200 hover:bg-ink-800 disabled:opacity-50"
        >
          {t('chunk.retry')}
        </button>
      </div>
    );
  }
  const roles = players.data ?? [];
  return (
    <div className="space-y-6">
      <MyRoles roles={roles} serverId={serverId} />
      <CreateRoleForm
        choices={serverChoices(servers.data ?? [], roles)}
        defaultName={user ? user.nickname || `Hero${user.userid}` : ''}
        firstRole={roles.length === 0}
      />
    </div>
  );
}
