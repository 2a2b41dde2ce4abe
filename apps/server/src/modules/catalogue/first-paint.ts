import { TOKEN_COOKIE } from '@yuanlong/shared/http';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';
import { cookieValue } from '../../http/cookies.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the app draws above an asset page's h1, box for box (same classes, the app's style sheet
 * has them): root layout's main, the account layout (activation badge's place while it loads, six
 * section tabs), AssetDetail's back link (its arrow) and grid, PageTitle's eyebrow (its line). The
 * no-role bar under the top bar is not there (a player with a role, the common case). The texts
 * come with the app (its language); e2e/tests/asset-first-paint.spec.ts checks the title's box.
 */
const TAB =
  '<li><span class="flex h-full min-h-11 items-center justify-center rounded-xl px-2 text-center text-sm leading-tight font-medium transition sm:px-4 sm:whitespace-nowrap lg:justify-start lg:text-left text-mist ring-1 ring-ink-700 sm:ring-0"></span></li>';
/** The account layout's section tabs (apps/web/src/app/layouts/account-layout.tsx SECTIONS): 3 rows of 3 on a phone. */
const ACCOUNT_SECTIONS = 7;
const ACCOUNT_AREA = `<div class="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start"><span class="block min-h-11"></span><div><ul class="grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2 lg:flex-col">${TAB.repeat(ACCOUNT_SECTIONS)}</ul></div></div>`;
const BACK_LINK =
  '<span class="mb-4 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-mist">←</span>';
const titleBox = (name: string) =>
  `<div class="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-10"><div class="grid gap-6 lg:grid-cols-[13rem_1fr] lg:gap-8">${ACCOUNT_AREA}<div class="min-w-0">${BACK_LINK}<div class="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-x-8"><div class="min-w-0 lg:col-start-2 lg:row-start-1"><p class="mb-1 text-xs">&nbsp;</p><p class="font-display text-2xl font-bold text-gold-100 md:text-3xl">${name}</p></div></div></div></div></div>`;

/**
 * The asset's name for the first paint of its detail page (/cardDetail?id=…, /dragonDetail?id=…),
 * where and as large as the page's h1 will be (titleBox), so the page's largest text is painted
 * with the HTML rather than after the JavaScript and the asset's answer, and does not move when
 * the app draws. Only for a browser with a session (a visitor is sent to /login); '' when there is
 * no such asset.
 */
export function assetTitleFirstPaint(db: Db) {
  return async (request: FastifyRequest): Promise<string> => {
    if (!cookieValue(request.headers.cookie, TOKEN_COOKIE)) return '';
    const id = Number((request.query as { id?: unknown }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return '';
    const [row] = await db.select({ name: assets.name }).from(assets).where(eq(assets.id, id));
    if (!row) return '';
    return titleBox(escapeHtml(row.name));
  };
}
