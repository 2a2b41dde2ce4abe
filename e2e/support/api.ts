import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The product's API as `token`'s user, acting for the role on `serverId` (Serverid; the demo
 * wallets play on server 1): GET `path`, or POST `data` to it (null: an empty POST); checks the
 * answer's code is 200 and returns its data.
 */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
  serverId = 1,
) {
  const headers = { authorization: `Bearer ${token}`, serverid: String(serverId) };
  const res =
    data === undefined
      ? await request.get(path, { headers })
      : await request.post(path, { headers, data: data ?? undefined });
  const body = await res.json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}
