/**
 * The API answers a page's first render needs, sent with its HTML: the server asks its own routes
 * for them while it answers the page (apps/server/src/http/first-data.ts) and the web app takes
 * each one instead of its first request for that path (apps/web/src/lib/first-data.ts). The paths
 * are built here for both sides, so that each is the very string the app asks for.
 */

/** The id of the HTML's `<script type="application/json">` holding the answers: {path: data}. */
export const FIRST_DATA_ID = 'first-data';

/** GET paths of the app's shell and of the asset pages. */
export const API_PATHS = {
  chainSettings: '/api/website/chain',
  websiteSettings: '/api/website/setting',
  userInfo: '/api/user/info',
  players: '/api/user/players',
  activation: '/api/user/activation',
  notifications: '/api/notifications?size=20',
  card: (id: number) => `/api/card/${id}`,
  dragon: (id: number) => `/api/user/dragons/${id}`,
  assetHistory: (id: number) => `/api/assets/history?id=${id}`,
} as const;

/** The asset id of a detail link (`?id=123`): a positive whole number, or null. */
export function assetIdFrom(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * What a signed-in player's page at `pathname` + `search` asks for before or with its first
 * render: the shell's answers (the chain's coin decimals, the footer's settings, the top bar's
 * user, roles, activation and notifications) and an asset page's asset and history. None of
 * these paths depends on the Serverid header (a tab's chosen role, which the server cannot know).
 * A visitor's page gets none: it stays one static HTML for all, compressed once.
 */
export function firstDataPaths(pathname: string, search: URLSearchParams): string[] {
  const paths: string[] = [
    API_PATHS.chainSettings,
    API_PATHS.websiteSettings,
    API_PATHS.userInfo,
    API_PATHS.players,
    API_PATHS.activation,
    API_PATHS.notifications,
  ];
  const id = assetIdFrom(search.get('id'));
  if (id !== null && pathname === '/cardDetail') paths.push(API_PATHS.card(id), API_PATHS.assetHistory(id));
  if (id !== null && pathname === '/dragonDetail')
    paths.push(API_PATHS.dragon(id), API_PATHS.assetHistory(id));
  return paths;
}
