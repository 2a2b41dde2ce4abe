import { describe, expect, it } from 'vitest';
import { signGameMessage, verifyGameMessage } from './game-signature.ts';

describe('game message signature', () => {
  const body = '{"id":"n-1","type":"role.online"}';

  it('accepts its own signature and any current secret of a rotation', () => {
    const header = signGameMessage('old', body, 1_000);
    expect(verifyGameMessage(['old'], header, body, 1_000)).toEqual({ ok: true });
    expect(verifyGameMessage(['new', 'old'], header, body, 1_010)).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = signGameMessage('s', body, 1_000);
    expect(verifyGameMessage(['s'], header, `${body} `, 1_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyGameMessage(['t'], header, body, 1_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyGameMessage(['s'], undefined, body, 1_000)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyGameMessage(['s'], 't=1000', body, 1_000)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a signature older or newer than five minutes: a captured message cannot be replayed later', () => {
    const header = signGameMessage('s', body, 1_000);
    expect(verifyGameMessage(['s'], header, body, 1_300)).toEqual({ ok: true });
    expect(verifyGameMessage(['s'], header, body, 1_301)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyGameMessage(['s'], header, body, 699)).toEqual({ ok: false, reason: 'expired' });
  });
});
