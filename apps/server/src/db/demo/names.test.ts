import { ASSET_NAMES } from '@yuanlong/shared/asset-names';
import { describe, expect, it } from 'vitest';
import { DRAGON_NAMES, EQUIP_NAMES, HERO_NAMES, PET_NAMES, STONE_NAMES } from './random.ts';

describe('demo asset names', () => {
  it('each has its English and Indonesian name, so the market search finds it in every language', () => {
    const names = [...HERO_NAMES, ...EQUIP_NAMES, ...PET_NAMES, ...STONE_NAMES, ...DRAGON_NAMES];
    expect(names.filter((name) => !ASSET_NAMES[name]?.en || !ASSET_NAMES[name]?.in)).toEqual([]);
  });
});
