import { type FailedGameCommand, GAME_SYNC_ROLES } from '@yuanlong/shared/operator-game-sync';
import { type Operator, roleAllows } from '@yuanlong/shared/operators';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { Section } from '../../../components/section.tsx';
import { useAdminTexts } from '../admin-texts.ts';
import { useControl, useFailedGameCommands } from '../api/admin-api.ts';

/** One failed command: what it is about, why it failed, and (support) retry or resolve with a note. */
function FailedCommand({
  command,
  mayAct,
  onUser,
}: {
  command: FailedGameCommand;
  mayAct: boolean;
  onUser(id: number): void;
}) {
  const { at } = useAdminTexts();
  const control = useControl();
  const [note, setNote] = useState('');
  const act = (action: 'retry' | 'resolve') =>
    control.mutate({ path: `/api/admin/game-commands/${command.id}/${action}`, body: { note } });
  return (
    <li
      aria-label={at('admin.gameSync.item', { id: command.command_id })}
      className="flex flex-col gap-2 rounded-xl border border-ink-700/70 p-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-gold-100">
          {command.type} · {command.asset_name ?? '—'}
          {command.asset_id !== null ? ` #${command.asset_id}` : ''}
        </p>
        <p className="text-xs text-mist">
          {command.command_id} · {at('admin.gameSync.attempts', { count: command.attempts })} ·{' '}
          {new Date(command.failed_at ?? command.created_at).toLocaleString()}
        </p>
      </div>
      {command.role ? (
        <p className="text-xs text-mist">
          <button type="button" className="underline" onClick={() => onUser(command.role!.user_id)}>
            {at('admin.gameSync.role', { user: command.role.user_id, server: command.role.server_id })}
          </button>
        </p>
      ) : null}
      <p className="rounded-lg bg-ink-850 px-2 py-1 font-mono text-xs text-ember-400 [overflow-wrap:anywhere]">
        {command.last_error ?? '—'}
      </p>
      {mayAct ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <Field
              label={at('admin.gameSync.note')}
              aria-describedby={`game-command-note-${command.id}`}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={control.isPending}
            onClick={() => act('retry')}
          >
            {at('admin.gameSync.retry')}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={control.isPending || note.trim() === ''}
            onClick={() => act('resolve')}
          >
            {at('admin.gameSync.resolve')}
          </button>
        </div>
      ) : null}
      {mayAct ? (
        <p id={`game-command-note-${command.id}`} className="text-xs text-mist/80">
          {at('admin.gameSync.noteHint')}
        </p>
      ) : null}
      {control.error ? (
        <p role="alert" className="text-sm text-ember-400">
          {control.error.message}
        </p>
      ) : null}
    </li>
  );
}

/** Game-sync failures: commands the game refused or never acknowledged, each freezing its asset. */
export function GameSyncPanel({ me, onUser }: { me: Operator; onUser(id: number): void }) {
  const { at } = useAdminTexts();
  const failed = useFailedGameCommands();
  const mayAct = roleAllows(me.role, GAME_SYNC_ROLES.act);
  const items = failed.data?.items;
  return (
    <Section title={at('admin.gameSync')}>
      {!items ? (
        <div className="skeleton h-16 rounded-xl" aria-busy="true" />
      ) : items.length === 0 ? (
        <p className="text-sm text-mist">{at('admin.gameSync.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((c) => (
            <FailedCommand key={c.id} command={c} mayAct={mayAct} onUser={onUser} />
          ))}
        </ul>
      )}
    </Section>
  );
}
