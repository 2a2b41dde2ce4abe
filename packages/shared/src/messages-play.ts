import type { Locale } from './locales.ts';

/** Playing on the site: summons, dragons, eggs, artifacts, game roles and servers, teams and equipment. Merged into MESSAGES (messages.ts). */
export const PLAY_MESSAGES = {
  notEnoughTickets: {
    tw: '高級召喚券不足',
    en: 'Not enough premium summon tickets.',
    in: 'Tiket pemanggilan premium tidak cukup.',
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
    in: 'Naga sudah mencapai tingkat tertinggi.',
  },
  dragonMaxRefine: {
    tw: '元龍已達最高精煉等級',
    en: 'The dragon is at its highest refine level.',
    in: 'Naga sudah mencapai tingkat penyempurnaan tertinggi.',
  },
  notADragon: {
    tw: '找不到這條元龍',
    en: 'No such dragon.',
    in: 'Naga tidak ditemukan.',
  },
  eggRequired: { tw: '請選擇一顆龍蛋', en: 'Choose an egg.', in: 'Pilih sebuah telur.' },
  eggNotFound: { tw: '找不到這顆龍蛋', en: 'No such egg.', in: 'Telur tidak ditemukan.' },
  eggNotReady: {
    tw: '龍蛋尚未孵化完成，請於 {{time}} 後再試',
    en: 'The egg is still hatching; try again after {{time}}',
    in: 'Telur masih menetas; coba lagi setelah {{time}}',
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
  assetOtherServer: {
    tw: '該資產在另一個伺服器上，請切換到該伺服器的角色',
    en: 'This asset is on another server; switch to your role on that server.',
    in: 'Aset ini ada di server lain; beralihlah ke peran Anda di server itu.',
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
} as const satisfies Record<string, Record<Locale, string>>;
