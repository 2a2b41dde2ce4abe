import {
  artModel,
  backgroundKey,
  ELEMENT_PALETTES,
  hashString,
  TIER_FRAMES,
  tierOf,
} from '@yuanlong/shared/asset-art';
import { describe, expect, it } from 'vitest';
import { assetImageUrl } from './image-base.tsx';
import { statusLabelOf } from './status.ts';

const HERO = { kind: 0, camp: 2, element: 1, grade: 21 };

describe('asset art', () => {
  it('is deterministic: the same kind, camp, element and grade always draw the same picture', () => {
    expect(artModel(HERO)).toEqual(artModel({ ...HERO }));
    // The name only matters for dragons.
    expect(artModel({ ...HERO, name: '后羿' })).toEqual(artModel({ ...HERO, name: '刑天' }));
    expect(hashString('赤焰龍')).toBe(hashString('赤焰龍'));
  });

  it('draws the kind’s figure, the element’s colours and the grade’s rarity frame', () => {
    const model = artModel(HERO);
    expect(model.kind).toBe('hero');
    expect(model.palette).toEqual(ELEMENT_PALETTES[1]);
    expect(model.tier).toBe(5);
    expect(model.frame).toEqual(TIER_FRAMES[5]);
    expect(model.camp).toBe(2);
    expect(
      ['hero', 'equip', 'pet', 'stone', 'dragon'].map((_, kind) => artModel({ ...HERO, kind }).kind),
    ).toEqual(['hero', 'equip', 'pet', 'stone', 'dragon']);
  });

  it('gives every grade group its own frame and rarer assets more light', () => {
    const tiers = [1, 6, 11, 16, 21].map((grade) => artModel({ ...HERO, grade }));
    expect(tiers.map((m) => m.tier)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(tiers.map((m) => m.frame.light)).size).toBe(5);
    for (let i = 1; i < tiers.length; i += 1) {
      expect(tiers[i]!.rays).toBeGreaterThanOrEqual(tiers[i - 1]!.rays);
      expect(tiers[i]!.sparks.length).toBeGreaterThan(tiers[i - 1]!.sparks.length);
    }
    expect(tierOf(null)).toBe(0);
    expect(tierOf(24)).toBe(5);
  });

  it('differs between assets that differ in any input', () => {
    const base = JSON.stringify(artModel(HERO));
    for (const change of [{ camp: 3 }, { element: 2 }, { grade: 20 }, { kind: 1 }]) {
      expect(JSON.stringify(artModel({ ...HERO, ...change })), JSON.stringify(change)).not.toBe(base);
    }
  });

  it('shares one background among assets of a kind, colour and tier (camp and grade are emblems over it)', () => {
    const model = artModel(HERO);
    const other = artModel({ ...HERO, camp: 5, grade: 23 });
    expect(backgroundKey(other)).toBe(backgroundKey(model));
    expect(other.sparks).toEqual(model.sparks);
    expect(other.rayOffset).toBe(model.rayOffset);
    for (const change of [{ kind: 1 }, { element: 2 }, { grade: 16 }]) {
      expect(backgroundKey(artModel({ ...HERO, ...change })), JSON.stringify(change)).not.toBe(
        backgroundKey(model),
      );
    }
  });

  it('colours dragons by their name (which has no element), the same for the same name', () => {
    const red = artModel({ kind: 4, camp: null, element: null, grade: null, name: '赤焰龍' });
    const ice = artModel({ kind: 4, camp: null, element: null, grade: null, name: '蒼冰龍' });
    expect(red.palette).toEqual(ELEMENT_PALETTES[1]);
    expect(ice.palette).toEqual(ELEMENT_PALETTES[2]);
    expect(red.tier).toBe(0);
    const odd = { kind: 4, camp: null, element: null, grade: null, name: 'Nameless' };
    expect(artModel(odd)).toEqual(artModel({ ...odd }));
  });
});

describe('game art URL', () => {
  it('uses the configured base URL, else nothing (the drawing)', () => {
    expect(assetImageUrl('https://cdn.example.com/art/', 0, 42)).toBe(
      'https://cdn.example.com/art/hero/42.png',
    );
    expect(assetImageUrl('https://cdn.example.com', 4, 7)).toBe('https://cdn.example.com/dragon/7.png');
    expect(assetImageUrl('', 0, 42)).toBe('');
    expect(assetImageUrl('javascript:alert(1)', 0, 42)).toBe('');
  });
});

describe('status labels', () => {
  it('names the spec’s status codes, idle for none', () => {
    expect([0, 1, 2, 3, 4, 5, 51, 6].map(statusLabelOf)).toEqual([
      'inTeam',
      'onSale',
      'locked',
      'chainConfirming',
      'saleConfirming',
      'cancelled',
      'bought',
      'forbidden',
    ]);
    expect(statusLabelOf(null)).toBe('idle');
    expect(statusLabelOf(99)).toBe('unknown');
  });
});
