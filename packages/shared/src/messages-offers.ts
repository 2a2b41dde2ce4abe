import type { Locale } from './locales.ts';

/** Messages of offers and the portfolio, merged into MESSAGES (messages.ts). */
export const OFFER_MESSAGES = {
  offerTarget: {
    tw: '請選擇出價的資產或系列（二選一）',
    en: 'Offer on one asset or on a collection: give exactly one of them.',
    in: 'Tawar satu aset atau satu koleksi: berikan tepat salah satunya.',
  },
  offerExpiry: {
    tw: '出價有效期須為 10 分鐘至 30 天',
    en: 'An offer must last from 10 minutes to 30 days.',
    in: 'Tawaran harus berlaku 10 menit hingga 30 hari.',
  },
  offerOwnAsset: {
    tw: '不能對自己的資產出價',
    en: 'You cannot make an offer on your own asset.',
    in: 'Anda tidak dapat menawar aset Anda sendiri.',
  },
  offerAcceptOwn: {
    tw: '不能接受自己的出價',
    en: 'You cannot accept your own offer.',
    in: 'Anda tidak dapat menerima tawaran Anda sendiri.',
  },
  offerNotOpen: {
    tw: '該出價已被接受、取消或已過期',
    en: 'This offer has already been accepted, cancelled or has expired.',
    in: 'Tawaran ini sudah diterima, dibatalkan, atau kedaluwarsa.',
  },
  offerNotMatching: {
    tw: '該資產不符合此出價的系列條件',
    en: 'This asset does not match the offer’s collection.',
    in: 'Aset ini tidak cocok dengan koleksi tawaran.',
  },
  offerAssetRequired: {
    tw: '請選擇要出售的資產',
    en: 'Choose the asset to sell for this collection offer.',
    in: 'Pilih aset yang akan dijual untuk tawaran koleksi ini.',
  },
  offerNotYours: {
    tw: '這不是您的出價',
    en: 'This offer is not yours.',
    in: 'Tawaran ini bukan milik Anda.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
