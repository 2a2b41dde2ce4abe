import { type APIRequestContext, expect } from '@playwright/test';
import { parseUnits } from 'viem';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { chainSettings } from './chain.ts';
import { activateOnChain, depositMds } from './legion.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}`, language: 'EN-US' });

/**
 * Makes a fresh account ready to play: demo player 4 pays its 1 MDV activation and deposits `mds`
 * whole MDS into its game balance on the product's chain (anyone may pay for an account id);
 * waits until the server has credited both. Only one test at a time may use player 4.
 */
export async function activateAndFund(request: APIRequestContext, token: string, mds: number) {
  const info = await (await request.get('/api/user/info', { headers: auth(token) })).json();
  const userId = Number(info.data.userid);
  const settings = await chainSettings(request);
  const amount = parseUnits(String(mds), 18);
  await activateOnChain(settings, devAccounts.player4.privateKey, userId);
  await depositMds(settings, devAccounts.player4.privateKey, userId, BigInt(mds));
  await expect
    .poll(
      async () => {
        const [activation, user] = await Promise.all([
          (await request.get('/api/user/activation', { headers: auth(token) })).json(),
          (await request.get('/api/user/info', { headers: auth(token) })).json(),
        ]);
        return [activation.data.state, user.data.coins.MDS];
      },
      { timeout: 30_000 },
    )
    .toEqual(['activated', amount.toString()]);
}

/** Creates the user's role on a server (the game needs one to be online). */
export async function createRole(request: APIRequestContext, token: string, serverId = 1) {
  const res = await request.post(`/api/user/create_player/${serverId}`, { headers: auth(token), data: {} });
  expect((await res.json()).code).toBe(200);
}

/** The development route (through the reference game): puts the user's role (current server) in or out of the game. */
export async function setOnline(request: APIRequestContext, address: string, online: boolean) {
  const res = await request.post('/api/dev/game/role', { data: { address, online } });
  expect((await res.json()).code).toBe(200);
}

/** The development route: the game gives the user a MEgg hatching after `hatchSeconds`. */
export async function giveEgg(
  request: APIRequestContext,
  address: string,
  hatchSeconds: number,
  element = 1,
) {
  const res = await request.post('/api/dev/game/egg', {
    data: { address, hatch_seconds: hatchSeconds, element },
  });
  const body = await res.json();
  expect(body.code).toBe(200);
  return body.data as { id: number };
}
