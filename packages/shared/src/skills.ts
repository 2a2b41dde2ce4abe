import type { Names } from './catalogue.ts';

/**
 * The game's skills by id, with their element and type (1 active, 2 passive). Assets carry
 * skill ids; the web shows these names. Ids are element × 10 + n: n 1–2 active, 3–4 passive.
 */
export interface SkillDef {
  element: number;
  type: 1 | 2;
  names: Names;
}

const skill = (element: number, type: 1 | 2, tw: string, en: string, id: string): SkillDef => ({
  element,
  type,
  names: { tw, en, in: id },
});

export const SKILLS: Record<number, SkillDef> = {
  11: skill(1, 1, '烈焰斬', 'Blazing Slash', 'Tebasan Membara'),
  12: skill(1, 1, '焚天火雨', 'Skyfire Rain', 'Hujan Api Langit'),
  13: skill(1, 2, '炎心', 'Heart of Flame', 'Jantung Api'),
  14: skill(1, 2, '灼燒', 'Scorch', 'Membakar'),
  21: skill(2, 1, '寒冰箭', 'Frost Arrow', 'Panah Beku'),
  22: skill(2, 1, '冰封千里', 'Glacial Prison', 'Penjara Es'),
  23: skill(2, 2, '霜甲', 'Frost Armor', 'Zirah Beku'),
  24: skill(2, 2, '凝滯', 'Chill', 'Membekukan'),
  31: skill(3, 1, '疾風刃', 'Gale Blade', 'Pisau Angin'),
  32: skill(3, 1, '龍捲風暴', 'Cyclone', 'Badai Puting'),
  33: skill(3, 2, '迅捷', 'Swiftness', 'Kecepatan Angin'),
  34: skill(3, 2, '風之庇護', 'Wind Ward', 'Perisai Angin'),
  41: skill(4, 1, '聖光審判', 'Holy Judgement', 'Penghakiman Suci'),
  42: skill(4, 1, '天光治癒', 'Radiant Heal', 'Penyembuhan Cahaya'),
  43: skill(4, 2, '光輝', 'Radiance', 'Pancaran'),
  44: skill(4, 2, '神佑', 'Blessing', 'Berkah'),
  51: skill(5, 1, '暗影突襲', 'Shadow Strike', 'Serangan Bayangan'),
  52: skill(5, 1, '噬魂', 'Soul Devour', 'Pemakan Jiwa'),
  53: skill(5, 2, '夜幕', 'Nightfall', 'Senja'),
  54: skill(5, 2, '詛咒', 'Curse', 'Kutukan'),
};

/** The id of the n-th (1–4) skill of an element. */
export function skillIdOf(element: number, n: number): number {
  return element * 10 + n;
}
