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
    tw: '為保護你的資產，變更登入密碼、資金密碼或電子郵件後24小時內不能提現或提取到錢包；還需 {hours} 小時 {minutes} 分鐘（{time} 後可再操作）',
    en: 'To protect your assets, withdrawals and claims to the wallet are held for 24 hours after a change of login password, fund password or e-mail: {hours} h {minutes} min left (allowed again after {time})',
    in: 'Demi keamanan aset Anda, penarikan dan klaim ke dompet ditahan 24 jam setelah perubahan kata sandi masuk, kata sandi dana, atau email: sisa {hours} jam {minutes} menit (diizinkan lagi setelah {time})',
  },
} as const satisfies Record<string, Record<Locale, string>>;
