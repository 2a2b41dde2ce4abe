import type { Locale } from './locales.ts';

/** Sign-in, captcha, e-mail codes, passwords and fund password, nickname, invite binding and activation. Merged into MESSAGES (messages.ts). */
export const ACCOUNT_MESSAGES = {
  signInInvalid: {
    tw: '簽名登入失敗：訊息無效、已使用或已過期，請重試',
    en: 'Sign-in failed: the signed message is invalid, used or expired. Please try again.',
    in: 'Gagal masuk: pesan yang ditandatangani tidak valid, sudah dipakai, atau kedaluwarsa. Coba lagi.',
  },
  nicknameTooLong: {
    tw: '暱稱長度不能超過10',
    en: 'nickname length cannot exceed 10',
    in: 'panjang nama panggilan tidak boleh melebihi 10',
  },
  emailFormat: { tw: '郵箱格式錯誤', en: 'Email format error', in: 'Format email salah' },
  repeatPassword: { tw: '重複密碼錯誤', en: 'repeat password error', in: 'pengulangan kata sandi salah' },
  inviteUnknown: {
    tw: '邀請碼 {{code}} 不存在，已正常登入，未綁定邀請人',
    en: 'Invite code {{code}} does not exist; you are signed in without an inviter.',
    in: 'Kode undangan {{code}} tidak ada; Anda masuk tanpa pengundang.',
  },
  inviteSelf: {
    tw: '不能使用自己的邀請碼',
    en: 'You cannot use your own invite code.',
    in: 'Anda tidak dapat memakai kode undangan sendiri.',
  },
  bindEmailFirst: {
    tw: '請先綁定郵箱',
    en: 'Please bind e-mail first',
    in: 'Silakan ikat email terlebih dahulu',
  },
  activateTopUp: {
    tw: '請先充值1 MDV激活帳戶',
    en: 'Please top up 1 MDV first to activate your account.',
    in: 'Silakan isi 1 MDV terlebih dahulu untuk mengaktifkan akun Anda.',
  },
  activateFirst: {
    tw: '請先激活帳戶',
    en: 'Please activate the account first.',
    in: 'Silakan aktifkan akun terlebih dahulu.',
  },
  activationTxNotFound: {
    tw: '鏈上找不到這筆交易，請稍後再試',
    en: 'The transaction was not found on the chain; please try again shortly.',
    in: 'Transaksi tidak ditemukan di rantai; coba lagi sebentar lagi.',
  },
  activationTxMismatch: {
    tw: '這筆交易不是本帳戶的激活交易',
    en: 'This transaction is not the activation of this account.',
    in: 'Transaksi ini bukan aktivasi akun ini.',
  },
  captchaRequired: {
    tw: '請先完成滑塊驗證',
    en: 'Please complete the slider verification first',
    in: 'Silakan selesaikan verifikasi geser terlebih dahulu',
  },
  captchaFailed: {
    tw: '驗證失敗，請重試',
    en: 'Verification failed, please try again',
    in: 'Verifikasi gagal, silakan coba lagi',
  },
  codeInvalid: {
    tw: '驗證碼錯誤或已過期',
    en: 'The verification code is wrong or has expired',
    in: 'Kode verifikasi salah atau sudah kedaluwarsa',
  },
  codeRequired: {
    tw: '請輸入郵箱驗證碼',
    en: 'Please enter the e-mail verification code',
    in: 'Silakan masukkan kode verifikasi email',
  },
  codeSendTooOften: {
    tw: '驗證碼發送過於頻繁，請{{seconds}}秒後再試',
    en: 'A code was sent recently, please try again in {{seconds}} s',
    in: 'Kode baru saja dikirim, coba lagi dalam {{seconds}} detik',
  },
  loginFailed: {
    tw: '郵箱或密碼錯誤',
    en: 'Incorrect e-mail or password',
    in: 'Email atau kata sandi salah',
  },
  passwordLength: {
    tw: '密碼長度需為8至64個字元',
    en: 'Password must be 8 to 64 characters',
    in: 'Kata sandi harus 8 hingga 64 karakter',
  },
  passwordCommon: {
    tw: '密碼過於常見，請換一個',
    en: 'This password is too common, please choose another',
    in: 'Kata sandi ini terlalu umum, silakan pilih yang lain',
  },
  passwordRequired: { tw: '請輸入密碼', en: 'Please enter the password', in: 'Silakan masukkan kata sandi' },
  oldPasswordWrong: {
    tw: '原密碼錯誤',
    en: 'The old password is wrong',
    in: 'Kata sandi lama salah',
  },
  loginPasswordWrong: {
    tw: '登入密碼錯誤',
    en: 'The login password is wrong',
    in: 'Kata sandi masuk salah',
  },
  passwordOrCodeRequired: {
    tw: '請輸入登入密碼或郵箱驗證碼',
    en: 'Please enter the login password or an e-mail code',
    in: 'Silakan masukkan kata sandi masuk atau kode email',
  },
  passwordNotSet: {
    tw: '請先設置登入密碼',
    en: 'Please set a login password first',
    in: 'Silakan atur kata sandi masuk terlebih dahulu',
  },
  passwordAlreadySet: {
    tw: '登入密碼已設置，請在修改密碼中更改',
    en: 'A login password is already set; change it under login password',
    in: 'Kata sandi masuk sudah diatur; ubah di bagian kata sandi masuk',
  },
  emailTaken: {
    tw: '該郵箱已綁定其他帳戶',
    en: 'This e-mail is already bound to another account',
    in: 'Email ini sudah terikat ke akun lain',
  },
  nameCharacters: {
    tw: '名稱不能包含控制字元、隱形字元或改變文字方向的字元',
    en: 'A name cannot contain control, invisible or text-direction characters',
    in: 'Nama tidak boleh berisi karakter kontrol, karakter tak terlihat, atau karakter pengubah arah teks',
  },
  nicknameRequired: {
    tw: '請輸入暱稱',
    en: 'Please enter a nickname',
    in: 'Silakan masukkan nama panggilan',
  },
  fundPasswordNotSet: {
    tw: '請先設置資金密碼',
    en: 'Please set a fund password first',
    in: 'Silakan atur kata sandi dana terlebih dahulu',
  },
  fundPasswordWrong: {
    tw: '資金密碼錯誤，還可嘗試{{left}}次',
    en: 'Fund password is wrong, {{left}} tries left',
    in: 'Kata sandi dana salah, tersisa {{left}} percobaan',
  },
  fundPasswordLocked: {
    tw: '資金密碼錯誤次數過多，購買已鎖定，請{{minutes}}分鐘後再試',
    en: 'Too many wrong fund passwords; purchases are locked, try again in {{minutes}} min',
    in: 'Terlalu banyak kata sandi dana yang salah; pembelian dikunci, coba lagi dalam {{minutes}} menit',
  },
  fundPasswordRequired: {
    tw: '請輸入資金密碼',
    en: 'Please enter the fund password.',
    in: 'Silakan masukkan kata sandi dana.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
