import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { Locale } from '@yuanlong/shared/locales';
import type { NotificationKind } from '@yuanlong/shared/notifications';
import type { OutgoingMail } from './mailer.ts';
import { escapeHtml } from './templates.ts';

/** What a notification mail says: the item (may be empty) and, for an invitee, its user id. */
export interface NotificationFacts {
  kind: NotificationKind;
  /** 18 auction won / 19 auction locked (one kind, two texts). */
  won: boolean;
  item: string;
  invitee: number | null;
  /** The source activity's type: for a followed asset, listed (1), repriced (3) or auctioned (15). */
  type?: number;
  /** The absolute link into the product. */
  url: string;
}

type TextKey = NotificationKind | 'auctionWon' | 'watchPrice' | 'watchAuction';

/** Which text a notification's mail uses (a kind may have several, told apart by its source type). */
function textKey(facts: NotificationFacts): TextKey {
  if (facts.won) return 'auctionWon';
  if (facts.kind === 'watchedAsset' && facts.type === ACTIVITY_TYPES.marketPriceChanged.code)
    return 'watchPrice';
  if (facts.kind === 'watchedAsset' && facts.type === ACTIVITY_TYPES.auctionCreated.code)
    return 'watchAuction';
  return facts.kind;
}

interface Texts {
  brand: string;
  open: string;
  settings: string;
  lines: Record<TextKey, (item: string, invitee: number | null) => [string, string]>;
}

const q = (item: string, fallback: string) => (item ? `「${item}」` : fallback);
const en = (item: string, fallback: string) => (item ? `"${item}"` : fallback);

/** Subject and first line of each kind's mail, in the three interface languages. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    brand: '元龍市場',
    open: '查看詳情',
    settings: '可在「設定」中關閉此類通知。',
    lines: {
      itemSold: (i) => ['您的物品已售出', `您掛單的${q(i, '物品')}已在市場售出，款項已入帳。`],
      outbid: (i) => ['您的出價已被超越', `您在${q(i, '拍賣')}的出價已被超越，您的分成可從拍賣合約領取。`],
      auctionWon: (i) => ['您已得標', `拍賣${q(i, '')}已鎖定，您是最高出價者，可將 NFT 提取到錢包。`],
      auctionLocked: (i) => ['您的拍賣已鎖定', `您的拍賣${q(i, '')}已超時鎖定。`],
      depositCredited: (i) => ['存入已到帳', `您的存入${i ? q(i, '') : ''}已在鏈上確認並入帳到遊戲。`],
      claimReady: (i) => ['提取已完成', `${q(i, 'NFT')}已在鏈上確認，已在您的錢包中。`],
      withdrawalPaid: () => ['提現已到帳', '您的提現已在鏈上支付到錢包。'],
      newSignIn: (i) => [
        '新裝置登入您的帳戶',
        `您的帳戶剛在新裝置上登入：${i}。如果不是您本人，請在「設定」中結束該工作階段並更改登入密碼。`,
      ],
      inviteeActivated: (_i, id) => [
        '好友已激活',
        `您邀請的用戶 ${id ?? ''} 已激活帳戶，您獲得一張高級召喚券。`,
      ],
      watchedAsset: (i) => ['您關注的資產已上架', `您關注的${q(i, '資產')}已在市場掛單出售。`],
      watchPrice: (i) => ['您關注的資產已降價', `您關注的${q(i, '資產')}已降到您的提醒價格或以下。`],
      watchAuction: (i) => ['您關注的資產已開始拍賣', `您關注的${q(i, '資產')}已開始 NFT111 拍賣。`],
      savedSearch: (i) => ['新上架符合您儲存的搜尋', `${q(i, '一件物品')}剛上架，符合您儲存的搜尋。`],
    },
  },
  en: {
    brand: 'Yuanlong Market',
    open: 'Open it',
    settings: 'You can switch these notifications off in Settings.',
    lines: {
      itemSold: (i) => [
        'Your item sold',
        `Your listing ${en(i, 'item')} sold in the market; the proceeds are in your balance.`,
      ],
      outbid: (i) => [
        'You were outbid',
        `Your bid on ${en(i, 'an auction')} was outbid. Your part of the new bid is claimable from the auction contract.`,
      ],
      auctionWon: (i) => [
        'You won an auction',
        `The auction of ${en(i, 'an NFT')} locked with your bid on top: withdraw the NFT to your wallet.`,
      ],
      auctionLocked: (i) => [
        'Your auction locked',
        `Your auction of ${en(i, 'an NFT')} locked after its timeout.`,
      ],
      depositCredited: (i) => [
        'Deposit credited',
        `Your deposit${i ? ` of ${en(i, '')}` : ''} is confirmed on chain and credited to the game.`,
      ],
      claimReady: (i) => ['Claim complete', `${en(i, 'Your NFT')} is confirmed on chain and in your wallet.`],
      withdrawalPaid: () => ['Withdrawal paid', 'Your withdrawal was paid to your wallet on chain.'],
      newSignIn: (i) => [
        'New sign-in to your account',
        `Your account was just signed in from a new device: ${i}. If this was not you, end that session in Settings and change your login password.`,
      ],
      inviteeActivated: (_i, id) => [
        'Your invitee activated',
        `User ${id ?? ''}, whom you invited, activated the account: you earned a premium summon ticket.`,
      ],
      watchedAsset: (i) => [
        'An asset you follow is listed',
        `${en(i, 'An asset you follow')} is now listed in the market.`,
      ],
      watchPrice: (i) => [
        'An asset you follow got cheaper',
        `${en(i, 'An asset you follow')} is now priced at or below your alert price.`,
      ],
      watchAuction: (i) => [
        'An asset you follow is up for auction',
        `${en(i, 'An asset you follow')} is now up for NFT111 auction.`,
      ],
      savedSearch: (i) => [
        'A new listing matches your saved search',
        `${en(i, 'A new item')} was just listed and matches a search you saved.`,
      ],
    },
  },
  in: {
    brand: 'Yuanlong Market',
    open: 'Buka',
    settings: 'Anda dapat mematikan notifikasi ini di Pengaturan.',
    lines: {
      itemSold: (i) => [
        'Item Anda terjual',
        `Listing ${en(i, 'item')} Anda terjual di pasar; hasilnya ada di saldo Anda.`,
      ],
      outbid: (i) => [
        'Tawaran Anda dilampaui',
        `Tawaran Anda pada ${en(i, 'lelang')} dilampaui. Bagian Anda dari tawaran baru dapat diklaim dari kontrak lelang.`,
      ],
      auctionWon: (i) => [
        'Anda memenangkan lelang',
        `Lelang ${en(i, 'NFT')} terkunci dengan tawaran Anda tertinggi: tarik NFT ke dompet Anda.`,
      ],
      auctionLocked: (i) => [
        'Lelang Anda terkunci',
        `Lelang ${en(i, 'NFT')} Anda terkunci setelah batas waktunya.`,
      ],
      depositCredited: (i) => [
        'Setoran dikreditkan',
        `Setoran Anda${i ? ` ${en(i, '')}` : ''} telah dikonfirmasi di chain dan masuk ke game.`,
      ],
      claimReady: (i) => [
        'Klaim selesai',
        `${en(i, 'NFT Anda')} telah dikonfirmasi di chain dan ada di dompet Anda.`,
      ],
      withdrawalPaid: () => ['Penarikan dibayar', 'Penarikan Anda telah dibayar ke dompet Anda di chain.'],
      newSignIn: (i) => [
        'Masuk baru ke akun Anda',
        `Akun Anda baru saja dimasuki dari perangkat baru: ${i}. Jika ini bukan Anda, akhiri sesi itu di Pengaturan dan ganti kata sandi masuk Anda.`,
      ],
      inviteeActivated: (_i, id) => [
        'Undangan Anda aktif',
        `Pengguna ${id ?? ''} yang Anda undang telah mengaktifkan akun: Anda mendapat satu tiket panggil premium.`,
      ],
      watchedAsset: (i) => [
        'Aset yang Anda ikuti dijual',
        `${en(i, 'Aset yang Anda ikuti')} kini dijual di pasar.`,
      ],
      watchPrice: (i) => [
        'Aset yang Anda ikuti lebih murah',
        `${en(i, 'Aset yang Anda ikuti')} kini berharga di bawah atau sama dengan harga peringatan Anda.`,
      ],
      watchAuction: (i) => [
        'Aset yang Anda ikuti dilelang',
        `${en(i, 'Aset yang Anda ikuti')} kini dilelang di NFT111.`,
      ],
      savedSearch: (i) => [
        'Listing baru cocok dengan pencarian Anda',
        `${en(i, 'Item baru')} baru saja dijual dan cocok dengan pencarian yang Anda simpan.`,
      ],
    },
  },
};

/** A notification's mail in the user's language: subject, one line, the link, how to switch it off. */
export function notificationMail(to: string, locale: Locale, facts: NotificationFacts): OutgoingMail {
  const t = TEXTS[locale];
  const [title, line] = t.lines[textKey(facts)](facts.item, facts.invitee);
  const subject = `${t.brand}: ${title}`;
  const text = [line, '', `${t.open}: ${facts.url}`, '', t.settings, '', t.brand].join('\n');
  const html = [
    '<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1a1a1a">',
    `<h2 style="color:#b8860b">${escapeHtml(t.brand)}</h2>`,
    `<p style="font-size:18px;font-weight:bold">${escapeHtml(title)}</p>`,
    `<p>${escapeHtml(line)}</p>`,
    `<p><a href="${escapeHtml(facts.url)}">${escapeHtml(t.open)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(t.settings)}</p>`,
    '</div>',
  ].join('');
  return { to, subject, text, html };
}
