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
} as const satisfies Record<string, Record<Locale, string>>;
