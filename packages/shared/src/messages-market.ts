import type { Locale } from './locales.ts';

/** The fixed-price market and NFT111 auction reports. Merged into MESSAGES (messages.ts). */
export const MARKET_MESSAGES = {
  operationForbidden: {
    tw: '請勿操作',
    en: 'Do not operate: this asset cannot be traded now.',
    in: 'Jangan dioperasikan: aset ini tidak dapat diperdagangkan sekarang.',
  },
  notYourAsset: {
    tw: '這不是您的資產',
    en: 'This asset is not yours.',
    in: 'Aset ini bukan milik Anda.',
  },
  notOnSale: {
    tw: '該資產未在出售中',
    en: 'This asset is not on sale.',
    in: 'Aset ini tidak sedang dijual.',
  },
  listingSold: {
    tw: '該資產已被購買或已下架',
    en: 'Sorry, this item has already been sold or taken off sale.',
    in: 'Maaf, item ini sudah terjual atau ditarik dari penjualan.',
  },
  priceChanged: {
    tw: '價格已變更，請刷新後確認新價格',
    en: 'The price has changed; refresh and check the new price.',
    in: 'Harga telah berubah; muat ulang dan periksa harga baru.',
  },
  ownListing: {
    tw: '不能購買自己出售的資產',
    en: 'You cannot buy your own listing.',
    in: 'Anda tidak dapat membeli barang yang Anda jual sendiri.',
  },
  priceRequired: {
    tw: '請輸入售價',
    en: 'Please enter the sale price.',
    in: 'Silakan masukkan harga jual.',
  },
  auctionTxNotYours: {
    tw: '這筆交易不是由本帳戶的錢包發送的',
    en: "This transaction was not sent from this account's wallet.",
    in: 'Transaksi ini tidak dikirim dari dompet akun ini.',
  },
  auctionTxNotListing: {
    tw: '這筆交易沒有將此資產放入NFT111拍賣',
    en: 'This transaction does not put this asset up for NFT111 auction.',
    in: 'Transaksi ini tidak memasukkan aset ini ke lelang NFT111.',
  },
  auctionTxNotClose: {
    tw: '這筆交易沒有取消此資產的拍賣或將其提取到錢包',
    en: "This transaction does not cancel this asset's auction or withdraw it to the wallet.",
    in: 'Transaksi ini tidak membatalkan lelang aset ini atau menariknya ke dompet.',
  },
  auctionTxNotBid: {
    tw: '這筆交易不是本帳戶的NFT111出價',
    en: "This transaction is not this account's NFT111 bid.",
    in: 'Transaksi ini bukan tawaran NFT111 akun ini.',
  },
  watchlistFull: {
    tw: '最多可關注 {{max}} 個資產，請先取消關注一些',
    en: 'You can follow at most {{max}} assets; unfollow some first.',
    in: 'Anda dapat mengikuti paling banyak {{max}} aset; berhenti ikuti beberapa dulu.',
  },
  savedSearchesFull: {
    tw: '最多可儲存 {{max}} 個搜尋，請先刪除一些',
    en: 'You can save at most {{max}} searches; delete some first.',
    in: 'Anda dapat menyimpan paling banyak {{max}} pencarian; hapus beberapa dulu.',
  },
  watchPriceCoin: {
    tw: '提醒價格需要選擇幣種',
    en: 'An alert price needs a coin.',
    in: 'Harga peringatan memerlukan koin.',
  },
  searchNameRequired: {
    tw: '請為搜尋命名',
    en: 'Please name the search.',
    in: 'Silakan beri nama pencarian.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
