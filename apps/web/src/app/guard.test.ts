import { describe, expect, it } from 'vitest';
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

  it.each([...ACCOUNT_PATHS, '/no-such-page'])('sends %s to /login', (path) => {
    expect(guardRedirect(path, false)).toBe('/login');
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
