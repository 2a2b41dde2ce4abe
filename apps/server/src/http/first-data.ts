import { SUCCESS_CODE } from '@yuanlong/shared/errors';
import { API_PATHS, FIRST_DATA_ID, firstDataPaths } from '@yuanlong/shared/first-data';
import { HEADERS } from '@yuanlong/shared/http';
import { type Locale, languageHeaderOf } from '@yuanlong/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The answers a signed-in player's page needs first (packages/shared/src/first-data.ts), asked of
 * this server's own routes as the app would ask for them (the session `token`, the `token`
 * cookie's value; the `lang` cookie's language; the browser's address for the rate limits), as a
 * `<script type="application/json">` for the page's HTML. '' without a live session (a token
 * that has expired: the app's own request then signs it out as usual). Only successful answers
 * are sent; the app asks again for a path without one. Without them the app would ask once its
 * scripts ran, a round trip later, and render each answer as it came.
 */
export async function firstDataScript(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  locale: Locale,
): Promise<string> {
  const url = new URL(request.url, 'http://localhost');
  const headers = {
    [HEADERS.language]: languageHeaderOf(locale),
    [HEADERS.authorization]: `Bearer ${token}`,
  };
  const answers = await Promise.all(
    firstDataPaths(url.pathname, url.searchParams).map(async (path) => {
      const response = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
      if (response.statusCode !== 200) return undefined;
      const body = response.json() as { code?: unknown; data?: unknown };
      return body.code === SUCCESS_CODE ? ([path, body.data] as const) : undefined;
    }),
  );
  const found = answers.filter((answer) => answer !== undefined);
  // No answer about the user: no live session.
  if (!found.some(([path]) => path === API_PATHS.userInfo)) return '';
  // `<` escaped: no text in an answer can end the script element.
  const json = JSON.stringify(Object.fromEntries(found)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}
