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
    tw: '這筆交易存入的是 {{coin}}，不是此處可充值的幣種',
    en: 'This transaction deposits {{coin}}, which is not a coin of this deposit.',
    in: 'Transaksi ini menyetor {{coin}}, bukan koin untuk setoran ini.',
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
    tw: '此處只能操作 {{coin}}',
    en: 'Only {{coin}} can be used here.',
    in: 'Hanya {{coin}} yang dapat digunakan di sini.',
  },
  messageNotYours: {
    tw: '找不到這條消息',
    en: 'This message was not found.',
    in: 'Pesan ini tidak ditemukan.',
  },
  gameLoginCodeInvalid: {
    tw: '登入碼格式錯誤（8位字母或數字）',
    en: 'The login code is not valid (8 letters or digits).',
    in: 'Kode masuk tidak valid (8 huruf atau angka).',
  },
  gameLoginNotFound: {
    tw: '找不到這個登入碼，請在遊戲中重新取得',
    en: 'This login code does not exist; get a new one in the game.',
    in: 'Kode masuk ini tidak ada; dapatkan yang baru di game.',
  },
  gameLoginExpired: {
    tw: '登入碼已過期，請在遊戲中重新取得',
    en: 'This login code has expired; get a new one in the game.',
    in: 'Kode masuk ini sudah kedaluwarsa; dapatkan yang baru di game.',
  },
  gameLoginUsed: {
    tw: '登入碼已使用過',
    en: 'This login code has already been used.',
    in: 'Kode masuk ini sudah digunakan.',
  },
  assetSyncFailed: {
    tw: '此資產的遊戲資料同步失敗，請勿操作，待客服處理後再試',
    en: "This asset's game data failed to sync: do not operate it until support has resolved it.",
    in: 'Data game aset ini gagal disinkronkan: jangan operasikan aset ini sampai tim dukungan menyelesaikannya.',
  },
  gameCommandNotOpen: {
    tw: '此遊戲指令不是失敗或待處理狀態',
    en: 'This game command is not failed or pending.',
    in: 'Perintah game ini tidak dalam status gagal atau tertunda.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
