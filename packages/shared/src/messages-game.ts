import type { Locale } from './locales.ts';

/**
 * Messages of the game-side calls (transaction reports, coin variants, messages, card business,
 * game QR login), merged into MESSAGES (messages.ts).
 */
export const GAME_MESSAGES = {
  txHashInvalid: {
    tw: '交易哈希格式錯誤',
    en: 'The transaction hash is not valid (0x and 64 hex digits).',
    in: 'Hash transaksi tidak valid (0x dan 64 digit heksadesimal).',
  },
  txNotFound: {
    tw: '鏈上找不到這筆交易，請稍後再試',
    en: 'The transaction was not found on the chain; please try again shortly.',
    in: 'Transaksi tidak ditemukan di rantai; coba lagi sebentar lagi.',
  },
  txPending: {
    tw: '交易尚未上鏈，請稍後再試',
    en: 'The transaction is not mined yet; please try again in a moment.',
    in: 'Transaksi belum ditambang; coba lagi sebentar lagi.',
  },
  txNotCoinDeposit: {
    tw: '這筆交易不是存入遊戲的代幣',
    en: 'This transaction is not a coin deposit to the game.',
    in: 'Transaksi ini bukan setoran koin ke game.',
  },
  txNotNftDeposit: {
    tw: '這筆交易不是存入遊戲的NFT',
    en: 'This transaction is not an NFT deposit to the game.',
    in: 'Transaksi ini bukan setoran NFT ke game.',
  },
  txNotClaim: {
    tw: '這筆交易不是提取或鑄造到錢包',
    en: 'This transaction is not a claim or mint to the wallet.',
    in: 'Transaksi ini bukan klaim atau pencetakan ke dompet.',
  },
  txNotYours: {
    tw: '這筆交易屬於其他帳戶',
    en: 'This transaction belongs to another account.',
    in: 'Transaksi ini milik akun lain.',
  },
  txWrongCoin: {
    tw: '這筆交易存入的是 {coin}，不是此處可充值的幣種',
    en: 'This transaction deposits {coin}, which is not a coin of this deposit.',
    in: 'Transaksi ini menyetor {coin}, bukan koin untuk setoran ini.',
  },
  txOtherAsset: {
    tw: '這筆交易轉移的是另一個資產',
    en: 'This transaction moves another asset.',
    in: 'Transaksi ini memindahkan aset lain.',
  },
  txUnknownAsset: {
    tw: '遊戲中沒有這個NFT，請聯繫客服',
    en: 'The game does not know this NFT; please contact support.',
    in: 'Game tidak mengenal NFT ini; silakan hubungi dukungan.',
  },
  wrongCoinForPath: {
    tw: '此處只能操作 {coin}',
    en: 'Only {coin} can be used here.',
    in: 'Hanya {coin} yang dapat digunakan di sini.',
  },
  messageNotYours: {
    tw: '找不到這條消息',
    en: 'This message was not found.',
    in: 'Pesan ini tidak ditemukan.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
