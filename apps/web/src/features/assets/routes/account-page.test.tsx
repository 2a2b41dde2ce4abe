import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { COINS_KEY, storeCoins, storedCoins } from '../../../lib/stored-coins.ts';
import { setToken } from '../../../lib/token.ts';
import { renderAt, testUser } from '../../../test/render-app.tsx';
import { AccountPage } from './account-page.tsx';

const routes = [{ path: '/accountAccount', element: <AccountPage /> }];
const MDS = (whole: bigint) => (whole * 10n ** 18n).toString();
const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', data }));

/** Answers /api/user/info when `release` is called; everything else at once with an empty page. */
function holdUserInfo() {
  let release: (coins: Record<string, string>) => void = () => {};
  const held = new Promise<Record<string, string>>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/api/user/info')) return answer(testUser({ coins: await held }));
      return answer({ items: [], next_cursor: null });
    }),
  );
  return (coins: Record<string, string>) => release(coins);
}

const mdsBalance = () =>
  within(screen.getByRole('listitem', { name: 'MDS' })).getByTitle('Available').textContent;

beforeEach(async () => {
  queryClient.clear();
  await setLocale('en');
});

describe('AccountPage on a reload (spec section 9: session storage keeps the coin data)', () => {
  it('paints the balances kept in the session at once, then the server’s', async () => {
    setToken('session-one');
    storeCoins({ coins: { MDS: MDS(7n) }, frozen_coins: {} });
    const release = holdUserInfo();
    renderAt('/accountAccount', routes);
    expect(mdsBalance()).toBe('7');
    release({ MDS: MDS(9n) });
    await vi.waitFor(() => expect(mdsBalance()).toBe('9'));
    // The refreshed figures are kept for the next reload.
    expect(storedCoins()?.coins.MDS).toBe(MDS(9n));
  });

  it('never paints another session’s balances', async () => {
    setToken('session-one');
    storeCoins({ coins: { MDS: MDS(7n) }, frozen_coins: {} });
    setToken('session-two');
    expect(storedCoins()).toBeUndefined();
    holdUserInfo();
    renderAt('/accountAccount', routes);
    expect(screen.queryByRole('listitem', { name: 'MDS' })).toBeNull();
    expect(sessionStorage.getItem(COINS_KEY)).not.toBeNull();
  });
});
