import type { Locale } from './locales.ts';

/** Messages of the cart (MARKET_BATCH_MAX is 30 in market-batch.ts) and of bulk listing and cancelling, merged into MESSAGES (messages.ts). */
export const MARKET_BATCH_MESSAGES = {
  batchSize: {
    tw: '每次可處理1至30個項目',
    en: 'Between 1 and 30 items at a time.',
    in: 'Antara 1 dan 30 item sekaligus.',
  },
  batchDuplicate: {
    tw: '同一資產不能在清單中出現兩次',
    en: 'The same asset cannot be in the list twice.',
    in: 'Aset yang sama tidak boleh ada dua kali dalam daftar.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
