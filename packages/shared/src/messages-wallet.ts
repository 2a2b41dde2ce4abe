import type { Locale } from './locales.ts';

/** Balances, withdrawals, claims of NFTs to the wallet, legion rewards, and NFTs held by the chain. Merged into MESSAGES (messages.ts). */
export const WALLET_MESSAGES = {
  amountPositive: {
    tw: '數量必須大於零',
    en: 'amount must be greater than zero',
    in: 'jumlah harus lebih besar dari nol',
  },
  insufficientBalance: {
    tw: '可用餘額不足',
    en: 'insufficient available balance',
    in: 'saldo tersedia tidak mencukupi',
  },
  legionClaimTooSoon: {
    tw: '積分每7天只能領取一次，請於 {{time}} 後再試',
    en: 'Points can be claimed once every 7 days; try again after {{time}}',
    in: 'Poin dapat diklaim sekali setiap 7 hari; coba lagi setelah {{time}}',
  },
  legionNothingToClaim: {
    tw: '沒有可領取的積分',
    en: 'There are no points to claim.',
    in: 'Tidak ada poin untuk diklaim.',
  },
  withdrawOncePerDay: {
    tw: '每24小時只能提現一次，請於 {{time}} 後再試',
    en: 'Withdrawal to the wallet is allowed once per 24 hours; try again after {{time}}',
    in: 'Penarikan ke dompet hanya diizinkan sekali per 24 jam; coba lagi setelah {{time}}',
  },
  withdrawBelowMinimum: {
    tw: '最低提現數量為 {{minimum}} {{coin}}',
    en: 'The minimum withdrawal is {{minimum}} {{coin}}',
    in: 'Penarikan minimum adalah {{minimum}} {{coin}}',
  },
  claimNotMintable: {
    tw: '此資產尚未鑄造為NFT，無法提取到錢包',
    en: 'This asset has not been minted as an NFT and cannot be moved to the wallet.',
    in: 'Aset ini belum dicetak sebagai NFT dan tidak dapat dipindahkan ke dompet.',
  },
  claimOnSale: {
    tw: '該資產正在出售中，請先取消出售',
    en: 'The asset is on sale; cancel the sale first.',
    in: 'Aset sedang dijual; batalkan penjualan terlebih dahulu.',
  },
  claimTokenElsewhere: {
    tw: '該NFT在其他錢包中，無法提取，請聯繫客服',
    en: 'This NFT is held by another wallet on the chain and cannot be moved; please contact support.',
    in: 'NFT ini dipegang oleh dompet lain di rantai dan tidak dapat dipindahkan; hubungi dukungan.',
  },
  nftLocked: {
    tw: 'NFT已鎖定，等待鏈上確認',
    en: 'NFT locked, awaiting chain confirmation.',
    in: 'NFT terkunci, menunggu konfirmasi rantai.',
  },
  nftTransferredOut: {
    tw: 'NFT已轉出，請先轉回再操作',
    en: 'NFT already transferred out; return it before proceeding.',
    in: 'NFT sudah ditransfer keluar; kembalikan sebelum melanjutkan.',
  },
  blockConfirming: {
    tw: '區塊確認中不支持交易，請刷新後重試',
    en: 'Transaction not supported while the block is being confirmed; refresh and retry.',
    in: 'Transaksi tidak didukung saat blok sedang dikonfirmasi; muat ulang dan coba lagi.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
