import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { artModel } from '@yuanlong/shared/asset-art';
import { assetArtSvgContent } from '@yuanlong/shared/asset-art-svg';
import { assetNameIn } from '@yuanlong/shared/asset-names';
import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import { SHARE_PICTURE } from '@yuanlong/shared/share';
import type { ShareFacts } from './facts.ts';

/*
 * The share picture of an asset: its card's drawing (the web's, from packages/shared
 * asset-art-svg.ts) beside its name, grade, level and price, 1200 × 630, as a PNG. Text is drawn
 * with Lato, shipped in an npm package, so the picture is the same on a machine without any
 * system font. Lato has no Chinese: the picture names the asset by its English name
 * (asset-names.ts), and one without is named by its kind (its own name is in the preview's title,
 * og:title, in the reader's language).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve('@expo-google-fonts/lato/400Regular/Lato_400Regular.ttf'),
  require.resolve('@expo-google-fonts/lato/700Bold/Lato_700Bold.ttf'),
];
const FONT = 'Lato';
/** What Lato can write: Latin, Latin-1 and Latin Extended-A. */
const LATIN = /^[\u0020-\u007e\u00a0-\u017f]+$/;

const INK = '#0a0c11';
const PARCHMENT = '#ede7d9';
const MIST = '#a9b1c1';
const GOLD = '#e9b949';
const GOLD_LIGHT = '#fbefcc';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** `text` cut to `max` characters (an ellipsis marks the cut). */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const kindName = (kind: number) =>
  Object.values(ASSET_KINDS).find((k) => k.code === kind)?.names.en ?? ASSET_KINDS.hero.names.en;

/**
 * The font size at which `amount` (then `coin` at half that size) fits `width` pixels: Lato's
 * digits are ~0.58 em wide, its capitals ~0.68 em.
 */
function priceSize(amount: string, coin: string, width: number, largest: number): number {
  const ems = amount.length * 0.58 + (coin.length + 1) * 0.68 * 0.5;
  return Math.max(28, Math.min(largest, Math.floor(width / ems)));
}

/** The share picture's SVG; `price` is the listing's amount already written in whole coins. */
export function sharePictureSvg(facts: ShareFacts, price: string | undefined): string {
  const { width, height } = SHARE_PICTURE;
  const palette = artModel(facts).palette;
  // The English name of a game name that has one (asset-names.ts), else the name if Lato can write it.
  const name = assetNameIn(facts.name, 'en');
  const named = LATIN.test(name);
  const details = [
    named ? kindName(facts.kind) : '',
    facts.grade ? `Grade ${facts.grade}` : '',
    `Lv.${facts.level}`,
    `No. ${facts.number}`,
  ].filter(Boolean);
  const x = 560;
  const textWidth = width - x - 60;
  const title = cut(named ? name : kindName(facts.kind), 28);
  // Lato Bold's letters are ~0.55 em wide on average: a long name is set smaller to fit.
  const titleSize = Math.max(36, Math.min(64, Math.floor(textWidth / (title.length * 0.55))));
  const priceBlock =
    price && facts.listing
      ? (() => {
          const size = priceSize(price, facts.listing.coin, textWidth, 104);
          return (
            `<text x="${x}" y="392" font-size="24" font-weight="700" letter-spacing="4" fill="${MIST}">ON SALE</text>` +
            `<text x="${x}" y="${392 + 16 + size}" font-size="${size}" font-weight="700" fill="${GOLD_LIGHT}">${escapeXml(price)}` +
            `<tspan font-size="${Math.round(size / 2)}" fill="${GOLD}" dx="14">${escapeXml(facts.listing.coin)}</tspan></text>`
          );
        })()
      : `<text x="${x}" y="470" font-size="52" font-weight="700" fill="${MIST}">Not for sale</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    '<defs>',
    `<radialGradient id="glow" cx="24%" cy="50%" r="60%"><stop offset="0" stop-color="${palette.core}" stop-opacity="0.55"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>`,
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>',
    // The card's corners are round, as the web's picture box is.
    '<clipPath id="card"><rect x="96" y="45" width="405" height="540" rx="24"/></clipPath>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="${INK}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    '<rect x="110" y="62" width="405" height="540" rx="24" fill="#000" opacity="0.6" filter="url(#shadow)"/>',
    `<g clip-path="url(#card)"><svg x="96" y="45" width="405" height="540" viewBox="0 0 300 400">${assetArtSvgContent(facts)}</svg></g>`,
    `<text x="${x}" y="110" font-size="26" font-weight="700" letter-spacing="6" fill="${GOLD}">YUANLONG MARKET</text>`,
    `<text x="${x}" y="206" font-size="${titleSize}" font-weight="700" fill="${PARCHMENT}">${escapeXml(title)}</text>`,
    `<text x="${x}" y="262" font-size="30" fill="${MIST}">${escapeXml(details.join('  ·  '))}</text>`,
    `<rect x="${x}" y="310" width="${textWidth}" height="2" fill="${GOLD}" opacity="0.35"/>`,
    priceBlock,
    `<text x="${x}" y="580" font-size="24" fill="${MIST}">Game-NFT market on BNB Smart Chain</text>`,
    '</svg>',
  ].join('');
}

/** Rasterises a share picture's SVG to PNG bytes (on libuv's thread pool, not the event loop). */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: {
      fontFiles: FONT_FILES,
      loadSystemFonts: false,
      defaultFontFamily: FONT,
      serifFamily: FONT,
      sansSerifFamily: FONT,
    },
  });
  return image.asPng();
}
