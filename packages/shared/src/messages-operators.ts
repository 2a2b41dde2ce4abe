import type { Locale } from './locales.ts';

/** The operators' console (/admin): sign-in, roles and operator accounts. Merged into MESSAGES (messages.ts). */
export const OPERATOR_MESSAGES = {
  operatorOnly: {
    tw: '此功能僅限市場營運人員使用',
    en: 'This is for the market’s operators only.',
    in: 'Ini hanya untuk operator pasar.',
  },
  operatorSignInFailed: {
    tw: '名稱、密碼或驗證碼錯誤',
    en: 'Wrong name, password or authenticator code.',
    in: 'Nama, kata sandi, atau kode autentikator salah.',
  },
  operatorRoleTooLow: {
    tw: '您的營運角色無權執行此操作',
    en: 'Your operator role does not allow this.',
    in: 'Peran operator Anda tidak mengizinkan ini.',
  },
  operatorExists: {
    tw: '已有同名的營運人員',
    en: 'An operator with this name exists already.',
    in: 'Operator dengan nama ini sudah ada.',
  },
  operatorName: {
    tw: '名稱須為 2–32 個小寫字母、數字或 . _ -，並以字母或數字開頭',
    en: 'A name is 2–32 lower-case letters, digits or . _ -, starting with a letter or digit.',
    in: 'Nama terdiri dari 2–32 huruf kecil, angka atau . _ -, diawali huruf atau angka.',
  },
  operatorCode: {
    tw: '請輸入驗證器應用程式中的 6 位數字',
    en: 'Enter the 6 digits of your authenticator app.',
    in: 'Masukkan 6 digit dari aplikasi autentikator Anda.',
  },
  operatorSelf: {
    tw: '不能變更自己的角色或停用自己',
    en: 'You cannot change your own role or disable yourself.',
    in: 'Anda tidak dapat mengubah peran sendiri atau menonaktifkan diri sendiri.',
  },
  settingAmount: {
    tw: '請輸入以整枚幣計的數量，例如 10 或 0.01',
    en: 'Enter an amount in whole coins, e.g. 10 or 0.01.',
    in: 'Masukkan jumlah dalam koin utuh, mis. 10 atau 0.01.',
  },
  settingsChanged: {
    tw: '設定已被他人變更，請重新載入後再試',
    en: 'The settings were changed meanwhile. Reload them and try again.',
    in: 'Pengaturan telah diubah sementara itu. Muat ulang lalu coba lagi.',
  },
  maintenance: {
    tw: '市場維護中，暫時只能瀏覽，請稍後再試',
    en: 'The market is under maintenance: you can look around, but nothing can be changed just now. Please try again later.',
    in: 'Pasar sedang dalam pemeliharaan: Anda dapat melihat-lihat, tetapi belum ada yang dapat diubah. Silakan coba lagi nanti.',
  },
  accountFrozen: {
    tw: '此帳號已被凍結，請聯繫客服',
    en: 'This account is frozen. Please contact support.',
    in: 'Akun ini dibekukan. Silakan hubungi dukungan.',
  },
  withdrawalNotHeld: {
    tw: '此提領目前不在待審核狀態',
    en: 'This withdrawal is not waiting for review.',
    in: 'Penarikan ini tidak sedang menunggu peninjauan.',
  },
  gameCommandNotFailed: {
    tw: '此遊戲同步指令已不是失敗狀態（可能已被重試或處理）',
    en: 'This game command has not failed (it may have been retried or resolved already).',
    in: 'Perintah game ini tidak gagal (mungkin sudah dicoba ulang atau diselesaikan).',
  },
  listingNotOpen: {
    tw: '此掛單已不在售',
    en: 'This listing is no longer on sale.',
    in: 'Daftar ini tidak lagi dijual.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
