import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';

const SESSION_COOKIE = /(?:^|;\s*)token=[^;]/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The asset's name for the first paint of its detail page (/cardDetail?id=…, /dragonDetail?id=…),
 * placed and sized as the page's title (root layout's main, PageTitle's h1: the app's style sheet
 * has these classes), so the page's largest text is painted with the HTML rather than after the
 * JavaScript and the asset's answer. Only for a browser with a session (a visitor is sent to
 * /login); '' when there is no such asset.
 */
export function assetTitleFirstPaint(db: Db) {
  return async (request: FastifyRequest): Promise<string> => {
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return '';
    const id = Number((request.query as { id?: unknown }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return '';
    const [row] = await db.select({ name: assets.name }).from(assets).where(eq(assets.id, id));
    if (!row) return '';
    return `<div class="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-10"><p class="font-display text-2xl font-bold text-gold-100 md:text-3xl">${escapeHtml(row.name)}</p></div>`;
  };
}
