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
} as const satisfies Record<string, Record<Locale, string>>;
