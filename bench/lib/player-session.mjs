// A signed-in player for the browser benchmarks: a fresh wallet account signs in through the API
// (as the browser tests do) and creates its game role (without one, a prompt bar asks for it).
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** The session token (the `token` cookie's value) of a new player on the product at `url`. */
export async function newPlayerToken(url) {
  const account = privateKeyToAccount(generatePrivateKey());
  const { data } = await fetch(`${url}/api/auth/msg?address=${account.address}`).then((r) => r.json());
  const login = await fetch(`${url}/api/auth/login/wallet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: data.message,
      signature: await account.signMessage({ message: data.message }),
    }),
  }).then((r) => r.json());
  if (login.code !== 200) throw new Error(`sign-in failed: ${login.msg}`);
  const role = await fetch(`${url}/api/user/create_player/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
    body: '{}',
  }).then((r) => r.json());
  if (role.code !== 200) throw new Error(`creating a role failed: ${role.msg}`);
  return login.data.token;
}

/** A card of the first market page: its detail page's path (a dragon's has its own page). */
export async function firstCardPath(url) {
  const { data: list } = await fetch(`${url}/api/marketplace/list?size=10`).then((r) => r.json());
  const card = list.items.find((item) => item.kind !== 4) ?? list.items[0];
  if (!card) throw new Error('the market is empty: no demo data?');
  return card.kind === 4 ? `/dragonDetail?id=${card.id}` : `/cardDetail?id=${card.id}`;
}
