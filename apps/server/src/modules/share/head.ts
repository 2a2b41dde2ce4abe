import { assetNameIn } from '@yuanlong/shared/asset-names';
import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import { fillIn } from '@yuanlong/shared/fill-in';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeOfAcceptLanguage,
} from '@yuanlong/shared/locales';
import { SHARE_PICTURE, SHARE_TEXTS, sharePicturePath } from '@yuanlong/shared/share';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { cookieValue } from '../../http/cookies.ts';
import { shareAssetId, shareFacts } from './facts.ts';
import { sharePriceText } from './service.ts';

const OG_LOCALES: Record<Locale, string> = { tw: 'zh_TW', en: 'en_US', in: 'id_ID' };

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The language of a page's preview: the `lang` cookie (the app's choice), else the request's
 * Accept-Language (a preview robot's), else the default.
 */
export function previewLocale(request: FastifyRequest): Locale {
  const cookie = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeOfAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

const kindName = (kind: number, locale: Locale) =>
  Object.values(ASSET_KINDS).find((k) => k.code === kind)?.names[locale] ?? '';

/**
 * The Open Graph and Twitter card tags of an asset's page (/cardDetail?id=…, /dragonDetail?id=…),
 * for the `<head>` of its HTML: title (its name in the reader's language and its kind), description (its price and coin when on
 * sale, its grade and level), picture (GET /api/share/asset/{id}.png, its version in the URL so a
 * preview that keeps pictures by URL shows a new price) and the page's URL, in the request's
 * language. A page that names no asset we know gets the site's own tags. `publicOrigins`: the
 * origins the product is served at (PUBLIC_URL); a request from another gets the first.
 */
export function shareHead(ctx: Pick<ServiceContext, 'db' | 'chain'>, publicOrigins: string[]) {
  return async (request: FastifyRequest): Promise<string> => {
    const locale = previewLocale(request);
    const texts = SHARE_TEXTS[locale];
    const requested = `${request.protocol}://${request.host}`;
    const origin = publicOrigins.includes(requested) ? requested : (publicOrigins[0] ?? requested);
    const path = request.url.split('?')[0] ?? '/';
    const id = shareAssetId((request.query as { id?: unknown }).id);
    const facts = id === undefined ? undefined : await shareFacts(ctx.db, id);
    const tags: [string, string][] = [
      ['og:site_name', texts.site],
      ['og:type', 'website'],
      ['og:locale', OG_LOCALES[locale]],
    ];
    if (!facts) {
      tags.push(['og:title', texts.site], ['og:description', texts.about], ['twitter:card', 'summary']);
      return metaTags(tags);
    }
    const price = facts.listing ? await sharePriceText(ctx, facts.listing) : undefined;
    // The game's name in the reader's language, with the game's own beside it (the page shows that).
    const name = assetNameIn(facts.name, locale);
    const title = `${name === facts.name ? name : `${name} (${facts.name})`} · ${kindName(facts.kind, locale)}`;
    const description = [
      price && facts.listing ? fillIn(texts.onSale, { price, coin: facts.listing.coin }) : texts.notOnSale,
      facts.grade ? fillIn(texts.grade, { grade: facts.grade }) : '',
      fillIn(texts.level, { level: facts.level }),
    ]
      .filter(Boolean)
      .join(' · ');
    const image = `${origin}${sharePicturePath(facts.id)}?v=${facts.version}`;
    tags.push(
      ['og:title', title],
      ['og:description', description],
      ['og:url', `${origin}${path}?id=${facts.id}`],
      ['og:image', image],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(SHARE_PICTURE.width)],
      ['og:image:height', String(SHARE_PICTURE.height)],
      ['og:image:alt', title],
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', title],
      ['twitter:description', description],
      ['twitter:image', image],
    );
    return metaTags(tags);
  };
}

/** `<meta>` elements: Open Graph's by `property`, Twitter's by `name` (as each documents). */
function metaTags(tags: [string, string][]): string {
  return tags
    .map(([key, value]) => {
      const attribute = key.startsWith('og:') ? 'property' : 'name';
      return `<meta ${attribute}="${escapeAttr(key)}" content="${escapeAttr(value)}">`;
    })
    .join('');
}
