import type { GameCommand } from '@yuanlong/shared/game-protocol';
import { ensureRole, findItem, findRole, heldBy } from './roles.ts';
import type { GameStore, Sql } from './store.ts';

export type CommandAnswer =
  | { http: 200; body: { id: string; status: 'applied'; replayed: boolean } }
  | { http: 409 | 422; body: { id: string; status: 'refused'; reason: string } };

/**
 * Applies a market command once. The command id is the idempotency key: the answer is stored
 * with it in the same transaction as the change, and a repeat gets that answer again
 * (`replayed: true` for an applied one; the same refusal for a refused one). The same id
 * for another kind of command is refused (422): ids are never reused.
 */
export function applyCommand(store: GameStore, command: GameCommand): Promise<CommandAnswer> {
  return store.tx(async (q) => {
    const [previous] = await q<{ type: string; http_status: number; answer: CommandAnswer['body'] }>(
      'select type, http_status, answer from commands where id = $1',
      [command.id],
    );
    if (previous) {
      if (previous.type !== command.type) {
        return { http: 422, body: { id: command.id, status: 'refused', reason: 'id_reused' } };
      }
      if (previous.answer.status === 'applied') {
        return { http: 200, body: { ...previous.answer, replayed: true } };
      }
      return { http: previous.http_status as 409, body: previous.answer };
    }
    const reason = await effect(q, command);
    const answer: CommandAnswer = reason
      ? { http: 409, body: { id: command.id, status: 'refused', reason } }
      : { http: 200, body: { id: command.id, status: 'applied', replayed: false } };
    await q('insert into commands (id, type, http_status, answer) values ($1, $2, $3, $4)', [
      command.id,
      command.type,
      answer.http,
      JSON.stringify(answer.body),
    ]);
    return answer;
  });
}

/** Applies the command's change, or names why it cannot apply (nothing changed then). */
async function effect(q: Sql, c: GameCommand): Promise<string | null> {
  if (c.type === 'role.create') {
    await ensureRole(q, c.role, c.name);
    return null;
  }
  const item = await findItem(q, c.asset_id);
  switch (c.type) {
    case 'asset.add': {
      if (item && !heldBy(item, c.role)) return 'held_by_another_role';
      // The market's role may reach the game before its role.create: the game takes it.
      await ensureRole(q, c.role, '');
      if (item)
        await q('update items set data = $2, updated_at = now() where asset_id = $1', [
          c.asset_id,
          JSON.stringify(c.asset),
        ]);
      else
        await q(
          'insert into items (game_item_id, asset_id, user_id, server_id, data) values ($1, $2, $3, $4, $5)',
          [`mkt-${c.asset_id}`, c.asset_id, c.role.user_id, c.role.server_id, JSON.stringify(c.asset)],
        );
      return null;
    }
    case 'asset.lock': {
      if (!heldBy(item, c.role)) return 'not_held';
      if ((await findRole(q, c.role))?.online) return 'role_online';
      await q('update items set locked = $2, updated_at = now() where asset_id = $1', [c.asset_id, c.reason]);
      return null;
    }
    case 'asset.release': {
      if (!heldBy(item, c.role)) return 'not_held';
      await q('update items set locked = null, updated_at = now() where asset_id = $1', [c.asset_id]);
      return null;
    }
    case 'asset.transfer': {
      if (!heldBy(item, c.role)) return 'not_held';
      if (c.to_role.server_id !== c.role.server_id) return 'other_server';
      await ensureRole(q, c.to_role, '');
      await q(
        'update items set user_id = $2, server_id = $3, locked = null, updated_at = now() where asset_id = $1',
        [c.asset_id, c.to_role.user_id, c.to_role.server_id],
      );
      return null;
    }
    case 'asset.remove': {
      if (!heldBy(item, c.role)) return 'not_held';
      await q('delete from items where asset_id = $1', [c.asset_id]);
      return null;
    }
    case 'asset.update': {
      if (!heldBy(item, c.role)) return 'not_held';
      await q('update items set data = $2, updated_at = now() where asset_id = $1', [
        c.asset_id,
        JSON.stringify(c.asset),
      ]);
      return null;
    }
  }
}
