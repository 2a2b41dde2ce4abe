import type { Locale } from './locales.ts';

/** Sessions, the second factor (TOTP) and the cool-down after security changes. Merged into MESSAGES (messages.ts). */
export const SECURITY_MESSAGES = {
  sessionNotFound: {
    tw: '找不到此登入工作階段，可能已結束',
    en: 'This session was not found; it may have ended already.',
    in: 'Sesi ini tidak ditemukan; mungkin sudah berakhir.',
  },
  sessionIsCurrent: {
    tw: '不能在此結束目前的工作階段，請使用登出',
    en: 'The current session cannot be ended here; log out instead.',
    in: 'Sesi saat ini tidak dapat diakhiri di sini; silakan keluar.',
  },
  securityHold: {
    tw: '為保護你的資產，變更登入密碼、資金密碼、電子郵件或兩步驟驗證後24小時內不能提現或提取到錢包；還需 {{hours}} 小時 {{minutes}} 分鐘（{{time}} 後可再操作）',
    en: 'To protect your assets, withdrawals and claims to the wallet are held for 24 hours after a change of login password, fund password, e-mail or two-step verification: {{hours}} h {{minutes}} min left (allowed again after {{time}})',
    in: 'Demi keamanan aset Anda, penarikan dan klaim ke dompet ditahan 24 jam setelah perubahan kata sandi masuk, kata sandi dana, email, atau verifikasi dua langkah: sisa {{hours}} jam {{minutes}} menit (diizinkan lagi setelah {{time}})',
  },
  secondFactorRequired: {
    tw: '此帳戶已開啟兩步驟驗證：請輸入驗證器 App 中的 6 位數驗證碼（或一組恢復碼）',
    en: 'This account uses two-step verification: enter the 6-digit code from your authenticator app (or a recovery code).',
    in: 'Akun ini memakai verifikasi dua langkah: masukkan kode 6 digit dari aplikasi autentikator (atau kode pemulihan).',
  },
  secondFactorWrong: {
    tw: '驗證碼錯誤或已使用過，請輸入驗證器 App 中的新驗證碼',
    en: 'The code is wrong or was used already; enter the current code from your authenticator app.',
    in: 'Kode salah atau sudah dipakai; masukkan kode terbaru dari aplikasi autentikator.',
  },
  secondFactorAlreadyOn: {
    tw: '兩步驟驗證已開啟',
    en: 'Two-step verification is already on.',
    in: 'Verifikasi dua langkah sudah aktif.',
  },
  secondFactorNotOn: {
    tw: '兩步驟驗證尚未開啟',
    en: 'Two-step verification is not on.',
    in: 'Verifikasi dua langkah belum aktif.',
  },
  secondFactorNotStarted: {
    tw: '請先開始設定兩步驟驗證',
    en: 'Start the set-up of two-step verification first.',
    in: 'Mulai dulu pengaturan verifikasi dua langkah.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
