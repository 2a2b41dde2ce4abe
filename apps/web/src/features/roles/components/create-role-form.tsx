import { ROLE_NAME_MAX, roleNameSchema } from '@yuanlong/shared/players';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { check, sharedMessage } from '../../../lib/validation.ts';
import { useCreatePlayer } from '../api/create-player.ts';
import { firstFreeServer, type ServerChoice } from '../roles-logic.ts';

const heading = 'mb-2 text-xs font-semibold tracking-widest text-gold-300 uppercase';

interface CreateRoleFormProps {
  choices: readonly ServerChoice[];
  /** The name the server gives a role created without one. */
  defaultName: string;
  firstRole: boolean;
}

/** Choose a server without a role of yours, optionally name the role, create it. */
export function CreateRoleForm({ choices, defaultName, firstRole }: CreateRoleFormProps) {
  const { t } = useTranslation();
  const create = useCreatePlayer();
  const free = firstFreeServer(choices);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  // The pick stays valid only while that server has no role (it may get one meanwhile).
  const serverId = choices.some((c) => c.server_id === picked && !c.role) ? picked : free;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? check(roleNameSchema, name, 'roleNameRequired') : undefined;
    setNameError(problem ? sharedMessage(problem) : undefined);
    if (problem || serverId === undefined) return;
    create.mutate(
      { serverId, name },
      {
        onSuccess: ({ player }) => {
          setName('');
          showToast(t('roles.created', { name: player.name, server: player.server_name }), 'success');
        },
      },
    );
  };

  return (
    <section aria-labelledby="create-role-heading">
      <h3 id="create-role-heading" className={heading}>
        {t('roles.create')}
      </h3>
      {choices.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-600 px-4 py-3 text-sm text-mist">
          {t('roles.noServers')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-mist">{t('roles.server')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {choices.map((choice) => (
                <label
                  key={choice.server_id}
                  data-has-role={Boolean(choice.role)}
                  className={`flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/60 ${
                    choice.role
                      ? 'cursor-not-allowed border-ink-700 bg-ink-900 text-mist/70'
                      : serverId === choice.server_id
                        ? 'cursor-pointer border-gold-400 bg-gold-400/10 text-parchment'
                        : 'cursor-pointer border-ink-600 bg-ink-850 text-parchment hover:border-gold-500/60'
                  }`}
                >
                  <input
                    type="radio"
                    name="server"
                    value={choice.server_id}
                    checked={serverId === choice.server_id}
                    disabled={Boolean(choice.role) || create.isPending}
                    onChange={() => setPicked(choice.server_id)}
                    className="size-4 accent-gold-400"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{choice.name}</span>
                    {choice.role ? (
                      <span className="block truncate text-xs">
                        {t('roles.hasRole', { name: choice.role.name })}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {free === undefined ? (
            <p className="text-sm text-mist">{t('roles.allTaken')}</p>
          ) : (
            <>
              <Field
                label={t('roles.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={ROLE_NAME_MAX * 2}
                autoComplete="off"
                placeholder={defaultName}
                error={nameError}
                hint={t('roles.nameHint', { max: ROLE_NAME_MAX })}
              />
              <button
                type="submit"
                disabled={create.isPending}
                aria-busy={create.isPending}
                className={`${buttonStyles.primary} w-full`}
              >
                {create.isPending
                  ? t('roles.pending')
                  : firstRole
                    ? t('roles.submitFirst')
                    : t('roles.submit')}
              </button>
            </>
          )}
        </form>
      )}
    </section>
  );
}
