import type { CodePurpose } from '@yuanlong/shared/account';
import type { Locale } from '@yuanlong/shared/locales';
import type { OutgoingMail } from './mailer.ts';

interface CodeTexts {
  brand: string;
  subject: (code: string) => string;
  purposes: Record<CodePurpose, string>;
  body: (code: string, purpose: string, minutes: number) => string[];
}

/** The e-mail code mail in the three interface languages. */
const CODE_MAIL: Record<Locale, CodeTexts> = {
  tw: {
    brand: '元龍市場',
    subject: (code) => `元龍市場驗證碼：${code}`,
    purposes: {
      bind: '綁定郵箱',
      reset: '重設登入密碼',
      password: '設置登入密碼',
      paypwd: '設置資金密碼',
    },
    body: (code, purpose, minutes) => [
      `您的驗證碼是 ${code}，用於${purpose}。`,
      `驗證碼${minutes}分鐘內有效，僅可使用一次。`,
      '如果不是您本人操作，請忽略此郵件，切勿將驗證碼告訴任何人。',
    ],
  },
  en: {
    brand: 'Yuanlong Market',
    subject: (code) => `Yuanlong Market verification code: ${code}`,
    purposes: {
      bind: 'bind this e-mail to your account',
      reset: 'reset your login password',
      password: 'set your login password',
      paypwd: 'set your fund password',
    },
    body: (code, purpose, minutes) => [
      `Your verification code is ${code}. Use it to ${purpose}.`,
      `It expires in ${minutes} minutes and works once.`,
      'If you did not ask for it, ignore this mail and never share the code with anyone.',
    ],
  },
  in: {
    brand: 'Yuanlong Market',
    subject: (code) => `Kode verifikasi Yuanlong Market: ${code}`,
    purposes: {
      bind: 'mengikat email ini ke akun Anda',
      reset: 'mengatur ulang kata sandi masuk Anda',
      password: 'mengatur kata sandi masuk Anda',
      paypwd: 'mengatur kata sandi dana Anda',
    },
    body: (code, purpose, minutes) => [
      `Kode verifikasi Anda adalah ${code}. Gunakan untuk ${purpose}.`,
      `Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali.`,
      'Jika Anda tidak memintanya, abaikan email ini dan jangan bagikan kode kepada siapa pun.',
    ],
  },
};

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail carrying an e-mail code, in the user's language. */
export function codeMail(
  to: string,
  locale: Locale,
  purpose: CodePurpose,
  code: string,
  minutes: number,
): OutgoingMail {
  const t = CODE_MAIL[locale];
  const lines = t.body(code, t.purposes[purpose], minutes);
  const html = [
    '<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1a1a1a">',
    `<h2 style="color:#b8860b">${escapeHtml(t.brand)}</h2>`,
    `<p style="font-size:32px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</div>',
  ].join('');
  return { to, subject: t.subject(code), text: `${lines.join('\n')}\n\n${t.brand}`, html };
}
