import type { Locale } from './locales.ts';
import { GAME_MESSAGES } from './messages-game.ts';
import { MARKET_BATCH_MESSAGES } from './messages-market-batch.ts';

/**
 * Every message the server puts in `msg`, in the three interface languages. Keys are the
 * error codes of `errors.ts` plus validation messages; the English texts of the spec's
 * messages are kept word for word.
 */
export const MESSAGES = {
  ok: { tw: '成功', en: 'Success', in: 'Berhasil' },
  unauthorized: { tw: '請先登入', en: 'Please log in first', in: 'Silakan masuk terlebih dahulu' },
  signInInvalid: {
    tw: '簽名登入失敗：訊息無效、已使用或已過期，請重試',
    en: 'Sign-in failed: the signed message is invalid, used or expired. Please try again.',
    in: 'Gagal masuk: pesan yang ditandatangani tidak valid, sudah dipakai, atau kedaluwarsa. Coba lagi.',
  },
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
  invalidInput: { tw: '參數錯誤：{field}', en: 'Invalid input: {field}', in: 'Masukan tidak valid: {field}' },
  notYetOpen: { tw: '暫未開放', en: 'Not yet open', in: 'Belum dibuka' },
  nicknameTooLong: {
    tw: '暱稱長度不能超過10',
    en: 'nickname length cannot exceed 10',
    in: 'panjang nama panggilan tidak boleh melebihi 10',
  },
  emailFormat: { tw: '郵箱格式錯誤', en: 'Email format error', in: 'Format email salah' },
  repeatPassword: { tw: '重複密碼錯誤', en: 'repeat password error', in: 'pengulangan kata sandi salah' },
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
  notEnoughTickets: {
    tw: '高級召喚券不足',
    en: 'Not enough premium summon tickets.',
    in: 'Tiket pemanggilan premium tidak cukup.',
  },
  inviteUnknown: {
    tw: '邀請碼 {code} 不存在，已正常登入，未綁定邀請人',
    en: 'Invite code {code} does not exist; you are signed in without an inviter.',
    in: 'Kode undangan {code} tidak ada; Anda masuk tanpa pengundang.',
  },
  inviteSelf: {
    tw: '不能使用自己的邀請碼',
    en: 'You cannot use your own invite code.',
    in: 'Anda tidak dapat memakai kode undangan sendiri.',
  },
  legionClaimTooSoon: {
    tw: '積分每7天只能領取一次，請於 {time} 後再試',
    en: 'Points can be claimed once every 7 days; try again after {time}',
    in: 'Poin dapat diklaim sekali setiap 7 hari; coba lagi setelah {time}',
  },
  legionNothingToClaim: {
    tw: '沒有可領取的積分',
    en: 'There are no points to claim.',
    in: 'Tidak ada poin untuk diklaim.',
  },
  withdrawOncePerDay: {
    tw: '每24小時只能提現一次，請於 {time} 後再試',
    en: 'Withdrawal to the wallet is allowed once per 24 hours; try again after {time}',
    in: 'Penarikan ke dompet hanya diizinkan sekali per 24 jam; coba lagi setelah {time}',
  },
  withdrawBelowMinimum: {
    tw: '最低提現數量為 {minimum} {coin}',
    en: 'The minimum withdrawal is {minimum} {coin}',
    in: 'Penarikan minimum adalah {minimum} {coin}',
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
  gameOnline: {
    tw: '遊戲在線時無法操作資產',
    en: 'Asset actions are blocked while the game is online.',
    in: 'Tindakan aset diblokir saat game sedang online.',
  },
  summonCount: {
    tw: '請選擇單抽或十連抽',
    en: 'Choose a single or a ×10 summon.',
    in: 'Pilih pemanggilan tunggal atau ×10.',
  },
  summonPay: {
    tw: '請選擇以召喚券或 MDS 支付',
    en: 'Choose to pay with summon tickets or MDS.',
    in: 'Pilih bayar dengan tiket pemanggilan atau MDS.',
  },
  dragonActive: {
    tw: '這條元龍已經激活',
    en: 'This dragon is already activated.',
    in: 'Naga ini sudah diaktifkan.',
  },
  dragonNotActive: {
    tw: '請先激活這條元龍',
    en: 'Activate this dragon first.',
    in: 'Aktifkan naga ini terlebih dahulu.',
  },
  dragonMaxLevel: {
    tw: '元龍已達最高等級',
    en: 'The dragon is at its highest level.',
    in: 'Naga sudah mencapai level tertinggi.',
  },
  dragonMaxRefine: {
    tw: '元龍已達最高精煉等級',
    en: 'The dragon is at its highest refine level.',
    in: 'Naga sudah mencapai level penyempurnaan tertinggi.',
  },
  notADragon: {
    tw: '找不到這條元龍',
    en: 'No such dragon.',
    in: 'Naga tidak ditemukan.',
  },
  eggRequired: { tw: '請選擇一顆龍蛋', en: 'Choose an egg.', in: 'Pilih sebuah telur.' },
  eggNotFound: { tw: '找不到這顆龍蛋', en: 'No such egg.', in: 'Telur tidak ditemukan.' },
  eggNotReady: {
    tw: '龍蛋尚未孵化完成，請於 {time} 後再試',
    en: 'The egg is still hatching; try again after {time}',
    in: 'Telur masih menetas; coba lagi setelah {time}',
  },
  artifactUnknown: { tw: '沒有這件神器', en: 'No such artifact.', in: 'Artefak tidak ditemukan.' },
  artifactActive: {
    tw: '這個角色已激活這件神器',
    en: 'This role has already activated this artifact.',
    in: 'Peran ini sudah mengaktifkan artefak ini.',
  },
  gameUnavailable: {
    tw: '遊戲伺服器暫時無法連線，請稍後再試',
    en: 'The game server is unavailable; please try again later.',
    in: 'Server game tidak tersedia; coba lagi nanti.',
  },
  noRole: {
    tw: '您還沒有角色，是否創建？',
    en: 'You have no role, create one?',
    in: 'Anda belum punya peran, buat sekarang?',
  },
  noServers: { tw: '暫無可用伺服器', en: 'No servers available.', in: 'Tidak ada server yang tersedia.' },
  serverRequired: {
    tw: '請選擇伺服器',
    en: 'Choose a server first (Serverid header).',
    in: 'Pilih server terlebih dahulu (header Serverid).',
  },
  serverNotFound: {
    tw: '該伺服器不存在或未開放',
    en: 'This server does not exist or is not open.',
    in: 'Server ini tidak ada atau belum dibuka.',
  },
  roleExists: {
    tw: '您在該伺服器已有角色，每個伺服器只能創建一個角色',
    en: 'You already have a role on this server; one role per server.',
    in: 'Anda sudah punya peran di server ini; satu peran per server.',
  },
  roleNameTaken: {
    tw: '該角色名稱在此伺服器已被使用',
    en: 'This role name is already used on this server.',
    in: 'Nama peran ini sudah dipakai di server ini.',
  },
  roleNameRequired: {
    tw: '請輸入角色名稱',
    en: 'Please enter a role name',
    in: 'Silakan masukkan nama peran',
  },
  roleNameTooLong: {
    tw: '角色名稱長度不能超過12',
    en: 'Role name length cannot exceed 12',
    in: 'Panjang nama peran tidak boleh melebihi 12',
  },
  transactionFailed: { tw: '交易失敗', en: 'Transaction failed.', in: 'Transaksi gagal.' },
  tryAgainIn: {
    tw: '嘗試次數過多，請{seconds}秒後再試',
    en: 'Too many attempts, please try again in {seconds} s',
    in: 'Terlalu banyak percobaan, coba lagi dalam {seconds} detik',
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
    tw: '驗證碼發送過於頻繁，請{seconds}秒後再試',
    en: 'A code was sent recently, please try again in {seconds} s',
    in: 'Kode baru saja dikirim, coba lagi dalam {seconds} detik',
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
    tw: '資金密碼錯誤，還可嘗試{left}次',
    en: 'Fund password is wrong, {left} tries left',
    in: 'Kata sandi dana salah, tersisa {left} percobaan',
  },
  fundPasswordLocked: {
    tw: '資金密碼錯誤次數過多，購買已鎖定，請{minutes}分鐘後再試',
    en: 'Too many wrong fund passwords; purchases are locked, try again in {minutes} min',
    in: 'Terlalu banyak kata sandi dana yang salah; pembelian dikunci, coba lagi dalam {minutes} menit',
  },
  assetInTeam: {
    tw: '該資產在隊伍中，請先從隊伍移除',
    en: 'The asset is in a team; remove it from the team first.',
    in: 'Aset ada di dalam tim; keluarkan dari tim terlebih dahulu.',
  },
  equipConfirming: {
    tw: '該裝備正在區塊確認中，暫時無法交易',
    en: 'The equipment is being confirmed in the block and is temporarily unavailable for trading.',
    in: 'Perlengkapan sedang dikonfirmasi di blok dan sementara tidak dapat diperdagangkan.',
  },
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
  fundPasswordRequired: {
    tw: '請輸入資金密碼',
    en: 'Please enter the fund password.',
    in: 'Silakan masukkan kata sandi dana.',
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
  cursorInvalid: {
    tw: '分頁參數無效，請從第一頁重新載入',
    en: 'The page cursor is invalid; reload from the first page.',
    in: 'Kursor halaman tidak valid; muat ulang dari halaman pertama.',
  },
  ...GAME_MESSAGES,
  ...MARKET_BATCH_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** True when a text is a message key (zod schemas in this package use keys as their messages). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** The text of a message in a locale, with `{name}` placeholders filled in. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  const text: string = MESSAGES[key][locale];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
