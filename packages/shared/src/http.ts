/** Request headers of spec section 7. */
export const HEADERS = {
  authorization: 'authorization',
  language: 'language',
  serverId: 'serverid',
} as const;

/** Cookie that holds the session token in the browser. */
export const TOKEN_COOKIE = 'token';

/** Request and lazy-chunk timeout (spec section 9). */
export const REQUEST_TIMEOUT_MS = 120_000;

/** After a 401 the web app returns to the home page after this delay (spec section 8). */
export const UNAUTHORIZED_REDIRECT_MS = 500;
