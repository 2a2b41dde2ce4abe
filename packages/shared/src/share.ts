import type { Locale } from './locales.ts';

/*
 * Shareable asset pages: what a link preview (Telegram, X, Discord, …) shows for /cardDetail?id=…
 * and /dragonDetail?id=…: the server writes Open Graph and Twitter card tags into the page's HTML
 * with the asset's name, price and a picture drawn from its card (GET SHARE_PICTURE_PATH).
 */

/** The share picture's size: the 1.91:1 that the previews show uncropped. */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

/** The path of an asset's share picture (a PNG drawn from its card). */
export function sharePicturePath(assetId: number): string {
  return `/api/share/asset/${assetId}.png`;
}

interface ShareTexts {
  site: string;
  /** A page's description when it names no asset we know. */
  about: string;
  /** The description of an asset on sale: `{{price}}` and `{{coin}}` filled in. */
  onSale: string;
  notOnSale: string;
  grade: string;
  level: string;
}

/** The preview's words in each interface language (the asset's own name is the game's). */
export const SHARE_TEXTS: Record<Locale, ShareTexts> = {
  tw: {
    site: 'Yuanlong Market',
    about: '交易你的元龍、英雄與寶物：BNB Smart Chain 上的遊戲 NFT 市場。',
    onSale: '售價 {{price}} {{coin}}',
    notOnSale: '未出售',
    grade: '{{grade}}階',
    level: 'Lv.{{level}}',
  },
  en: {
    site: 'Yuanlong Market',
    about: 'Trade your dragons, heroes and treasures: the game-NFT market on BNB Smart Chain.',
    onSale: 'On sale for {{price}} {{coin}}',
    notOnSale: 'Not for sale',
    grade: 'Grade {{grade}}',
    level: 'Lv.{{level}}',
  },
  in: {
    site: 'Yuanlong Market',
    about: 'Perdagangkan naga, pahlawan, dan harta Anda: pasar NFT game di BNB Smart Chain.',
    onSale: 'Dijual {{price}} {{coin}}',
    notOnSale: 'Tidak dijual',
    grade: 'Tingkat {{grade}}',
    level: 'Lv.{{level}}',
  },
};
