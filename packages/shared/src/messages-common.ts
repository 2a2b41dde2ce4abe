import type { Locale } from './locales.ts';

/** Answers any request can get: success, sign-in needed, not found, conflicts, limits, server errors, bad input, a failed transaction. Merged into MESSAGES (messages.ts). */
export const COMMON_MESSAGES = {
  ok: { tw: '成功', en: 'Success', in: 'Berhasil' },
  unauthorized: { tw: '請先登入', en: 'Please log in first', in: 'Silakan masuk terlebih dahulu' },
  forbidden: { tw: '沒有權限', en: 'Permission denied', in: 'Akses ditolak' },
  notFound: { tw: '找不到資源', en: 'Not found', in: 'Tidak ditemukan' },
  conflict: {
    tw: '狀態已變更，請重新整理後再試',
    en: 'The state has changed; refresh and try again',
    in: 'Status telah berubah; muat ulang dan coba lagi',
  },
  tooManyRequests: {
    tw: '操作過於頻繁，請稍後再試',
    en: 'Too many requests, please try again later',
    in: 'Terlalu banyak permintaan, coba lagi nanti',
  },
  internal: { tw: '伺服器錯誤', en: 'Server Error', in: 'Kesalahan server' },
  unavailable: {
    tw: '服務暫時無法使用',
    en: 'Service temporarily unavailable',
    in: 'Layanan sementara tidak tersedia',
  },
  invalidInput: {
    tw: '參數錯誤：{{field}}',
    en: 'Invalid input: {{field}}',
    in: 'Masukan tidak valid: {{field}}',
  },
  notYetOpen: { tw: '暫未開放', en: 'Not yet open', in: 'Belum dibuka' },
  cursorInvalid: {
    tw: '分頁參數無效，請從第一頁重新載入',
    en: 'The page cursor is invalid; reload from the first page.',
    in: 'Kursor halaman tidak valid; muat ulang dari halaman pertama.',
  },
  tryAgainIn: {
    tw: '嘗試次數過多，請{{seconds}}秒後再試',
    en: 'Too many attempts, please try again in {{seconds}} s',
    in: 'Terlalu banyak percobaan, coba lagi dalam {{seconds}} detik',
  },
  transactionFailed: { tw: '交易失敗', en: 'Transaction failed.', in: 'Transaksi gagal.' },
} as const satisfies Record<string, Record<Locale, string>>;
