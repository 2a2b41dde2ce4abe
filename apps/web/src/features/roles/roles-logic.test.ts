import type { Player } from '@yuanlong/shared/players';
import { describe, expect, it } from 'vitest';
import { currentRole, firstFreeServer, resolveServerId, serverChoices } from './roles-logic.ts';

const role = (server_id: number, name = `R${server_id}`): Player => ({
  server_id,
  server_name: `S${server_id}`,
  name,
  created_at: '2026-01-01T00:00:00.000Z',
});
const servers = [1, 2, 3].map((id) => ({ server_id: id, name: `S${id}` }));

describe('serverChoices', () => {
  it('marks the servers where the user has a role', () => {
    const choices = serverChoices(servers, [role(2, 'Azure')]);
    expect(choices.map((c) => [c.server_id, c.role?.name])).toEqual([
      [1, undefined],
      [2, 'Azure'],
      [3, undefined],
    ]);
    expect(firstFreeServer(choices)).toBe(1);
  });

  it('has no free server when every server has a role', () => {
    expect(firstFreeServer(serverChoices(servers, [role(1), role(2), role(3)]))).toBeUndefined();
    expect(firstFreeServer([])).toBeUndefined();
  });
});

describe('resolveServerId', () => {
  it('keeps a stored server the user has a role on', () => {
    expect(resolveServerId('3', 1, [role(1), role(3)])).toBe('3');
  });

  it('falls back to the current server, then to the first role', () => {
    expect(resolveServerId('2', 3, [role(1), role(3)])).toBe('3');
    expect(resolveServerId('', 0, [role(1), role(3)])).toBe('1');
    expect(resolveServerId('x', 9, [role(3)])).toBe('3');
  });

  it('is empty without a role', () => {
    expect(resolveServerId('2', 2, [])).toBe('');
  });
});

describe('currentRole', () => {
  it('is the role of the chosen server', () => {
    expect(currentRole('3', [role(1), role(3, 'Jade')])?.name).toBe('Jade');
    expect(currentRole('', [role(1)])).toBeUndefined();
  });
});
