/*
 * The game's asset names in the three languages. The game names an asset once, in Chinese (the
 * `name` of a card); this table gives the English and Indonesian names of the names the game
 * uses, so a player can search the market in their own language. A name missing here is found
 * by its own text only.
 */

interface OtherNames {
  en: string;
  in: string;
}

export const ASSET_NAMES: Readonly<Record<string, OtherNames>> = {
  // Heroes
  青龍: { en: 'Azure Dragon', in: 'Naga Biru' },
  白虎: { en: 'White Tiger', in: 'Harimau Putih' },
  朱雀: { en: 'Vermilion Bird', in: 'Burung Merah' },
  玄武: { en: 'Black Tortoise', in: 'Kura-kura Hitam' },
  麒麟: { en: 'Qilin', in: 'Qilin' },
  鳳凰: { en: 'Phoenix', in: 'Feniks' },
  后羿: { en: 'Hou Yi', in: 'Hou Yi' },
  嫦娥: { en: "Chang'e", in: "Chang'e" },
  哪吒: { en: 'Nezha', in: 'Nezha' },
  刑天: { en: 'Xingtian', in: 'Xingtian' },
  蚩尤: { en: 'Chiyou', in: 'Chiyou' },
  女媧: { en: 'Nuwa', in: 'Nuwa' },
  伏羲: { en: 'Fuxi', in: 'Fuxi' },
  盤古: { en: 'Pangu', in: 'Pangu' },
  祝融: { en: 'Zhurong', in: 'Zhurong' },
  共工: { en: 'Gonggong', in: 'Gonggong' },
  二郎神: { en: 'Erlang Shen', in: 'Erlang Shen' },
  九尾狐: { en: 'Nine-tailed Fox', in: 'Rubah Ekor Sembilan' },
  // Equipment
  軒轅劍: { en: 'Xuanyuan Sword', in: 'Pedang Xuanyuan' },
  盤古斧: { en: 'Pangu Axe', in: 'Kapak Pangu' },
  崑崙鏡: { en: 'Kunlun Mirror', in: 'Cermin Kunlun' },
  東皇鐘: { en: 'Donghuang Bell', in: 'Lonceng Donghuang' },
  煉妖壺: { en: 'Demon-refining Pot', in: 'Guci Pemurni Iblis' },
  昊天塔: { en: 'Haotian Tower', in: 'Menara Haotian' },
  伏羲琴: { en: 'Fuxi Zither', in: 'Kecapi Fuxi' },
  神農鼎: { en: 'Shennong Cauldron', in: 'Kuali Shennong' },
  崆峒印: { en: 'Kongtong Seal', in: 'Segel Kongtong' },
  // Pets
  火靈狐: { en: 'Fire Spirit Fox', in: 'Rubah Roh Api' },
  冰晶兔: { en: 'Ice Crystal Rabbit', in: 'Kelinci Kristal Es' },
  風行豹: { en: 'Wind Leopard', in: 'Macan Tutul Angin' },
  光羽鶴: { en: 'Light-feather Crane', in: 'Bangau Bulu Cahaya' },
  暗夜貓: { en: 'Night Cat', in: 'Kucing Malam' },
  雷鳴犬: { en: 'Thunder Hound', in: 'Anjing Guntur' },
  雲紋鹿: { en: 'Cloud Deer', in: 'Rusa Awan' },
  金蟾: { en: 'Golden Toad', in: 'Katak Emas' },
  // Spirit stones
  火靈石: { en: 'Fire Spirit Stone', in: 'Batu Roh Api' },
  冰靈石: { en: 'Ice Spirit Stone', in: 'Batu Roh Es' },
  風靈石: { en: 'Wind Spirit Stone', in: 'Batu Roh Angin' },
  光靈石: { en: 'Light Spirit Stone', in: 'Batu Roh Cahaya' },
  暗靈石: { en: 'Dark Spirit Stone', in: 'Batu Roh Gelap' },
  // Dragons
  赤焰龍: { en: 'Crimson Flame Dragon', in: 'Naga Api Merah' },
  蒼冰龍: { en: 'Azure Ice Dragon', in: 'Naga Es Biru' },
  青風龍: { en: 'Green Wind Dragon', in: 'Naga Angin Hijau' },
  聖光龍: { en: 'Holy Light Dragon', in: 'Naga Cahaya Suci' },
  幽冥龍: { en: 'Netherworld Dragon', in: 'Naga Alam Baka' },
  金鱗龍: { en: 'Golden Scale Dragon', in: 'Naga Sisik Emas' },
  紫電龍: { en: 'Purple Lightning Dragon', in: 'Naga Petir Ungu' },
};

/** A game name in a language: the table's English or Indonesian name, else the game's own. */
export function assetNameIn(name: string, locale: string): string {
  const other = ASSET_NAMES[name];
  if (!other || locale === 'tw') return name;
  return locale === 'in' ? other.in : other.en;
}

/** Text as search compares it: NFKC (full-width letters and digits read as plain), lower case, trimmed. */
export function searchForm(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/** The game names whose name in any of the three languages contains `text` (in search form). */
export function namesMatching(text: string): string[] {
  const wanted = searchForm(text);
  if (!wanted) return [];
  return Object.entries(ASSET_NAMES)
    .filter(([name, other]) => [name, other.en, other.in].some((n) => searchForm(n).includes(wanted)))
    .map(([name]) => name);
}
