import { describe, expect, it } from 'vitest';
import { afterSignIn } from '../lib/shared-pages.ts';
import { guardRedirect } from './guard.ts';

const ACCOUNT_PATHS = [
  '/Account',
  '/accountAccount',
  '/activity',
  '/legion',
  '/legion/rules',
  '/legion/ranks',
  '/legion/history',
  '/shares',
  '/setting',
  '/dragonDetail',
  '/cardDetail',
  '/dragong',
];

describe('guardRedirect without a token', () => {
  it.each(['/', '/login', '/marketplace', '/forget'])('lets %s through', (path) => {
    expect(guardRedirect(path, false)).toBeNull();
  });

  const shared = (path: string) => path === '/cardDetail' || path === '/dragonDetail';
  it.each([...ACCOUNT_PATHS.filter((path) => !shared(path)), '/no-such-page'])(
    'sends %s to /login',
    (path) => {
      expect(guardRedirect(path, false)).toBe('/login');
    },
  );

  it('sends a shared asset page to /login with the page to come back to', () => {
    expect(guardRedirect('/cardDetail', false, '?id=42')).toBe('/login?next=%2FcardDetail%3Fid%3D42');
    expect(guardRedirect('/dragonDetail', false, '?id=7')).toBe('/login?next=%2FdragonDetail%3Fid%3D7');
  });

  it('matches like the router: case and trailing slash do not matter', () => {
    expect(guardRedirect('/Marketplace/', false)).toBeNull();
    expect(guardRedirect('/ACTIVITY/', false)).toBe('/login');
  });
});

describe('guardRedirect with a token', () => {
  it('sends /login to /Account', () => {
    expect(guardRedirect('/login', true)).toBe('/Account');
    expect(guardRedirect('/Login/', true)).toBe('/Account');
  });

  it.each(['/', '/marketplace', '/forget', ...ACCOUNT_PATHS])('lets %s through', (path) => {
    expect(guardRedirect(path, true)).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('opens the shared page the visitor came from', () => {
    expect(afterSignIn('?next=%2FcardDetail%3Fid%3D42')).toBe('/cardDetail?id=42');
    expect(afterSignIn('?invite=AB12CD&next=%2FdragonDetail%3Fid%3D7')).toBe('/dragonDetail?id=7');
  });

  it.each([
    '',
    '?invite=AB12CD',
    '?next=%2Fsetting',
    '?next=https%3A%2F%2Fevil.example%2FcardDetail',
    '?next=%2F%2Fevil.example%2FcardDetail',
  ])('opens the account otherwise (%s): never another site', (search) => {
    expect(afterSignIn(search)).toBe('/Account');
  });
});
