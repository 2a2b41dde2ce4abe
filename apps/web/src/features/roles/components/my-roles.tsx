import { useQueryClient } from '@tanstack/react-query';
import type { Player } from '@yuanlong/shared/players';
import { setServerId } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

const heading = 'mb-2 text-xs font-semibold tracking-widest text-gold-300 uppercase';

/** The user's roles; the one played now is marked, another can be chosen. */
export function MyRoles({ roles, serverId }: { roles: readonly Player[]; serverId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choose = (role: Player) => {
    setServerId(role.server_id);
    // Per-server data (assets, balances of the role) is read again for the new server.
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    showToast(t('roles.switched', { server: role.server_name, name: role.name }), 'success');
  };
  return (
    <section aria-labelledby="my-roles-heading">
      <h3 id="my-roles-heading" className={heading}>
        {t('roles.mine')}
      </h3>
      {roles.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-600 px-4 py-3 text-sm text-mist">
          {t('roles.mineEmpty')}
        </p>
      ) : (
        <ul className="space-y-2">
          {roles.map((role) => {
            const current = String(role.server_id) === serverId;
            return (
              <li
                key={role.server_id}
                data-current={current}
                className={`flex min-h-14 items-center gap-3 rounded-xl border px-3 py-2 ${
                  current ? 'border-jade-400/60 bg-jade-400/10' : 'border-ink-600 bg-ink-850'
                }`}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-parchment">{role.name}</p>
                  <p className="truncate text-xs text-mist">{role.server_name}</p>
                </div>
                {current ? (
                  <span className="rounded-full border border-jade-400/60 px-2.5 py-1 text-xs font-semibold text-jade-200">
                    {t('roles.current')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => choose(role)}
                    aria-label={t('roles.switchTo', { server: role.server_name, name: role.name })}
                    className="inline-flex min-h-11 items-center rounded-lg border border-gold-500/40 px-3 text-sm font-semibold text-gold-200 hover:bg-ink-800"
                  >
                    {t('roles.switch')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
