import { gradeGroupOf } from './catalogue.ts';

/*
 * The picture of an asset until the game's art is configured: a deterministic drawing from
 * its kind, camp, element and grade (and, for dragons, which have none of the last three, its
 * name). Same inputs, same picture, on every device; nothing random, nothing fetched. The web
 * draws it as React SVG (apps/web/src/components/asset/drawn-art.tsx), the server as an SVG
 * string for the share picture (asset-art-svg.ts): both from this model.
 */

export interface ArtInput {
  kind: number;
  camp: number | null;
  element: number | null;
  grade: number | null;
  /** Only dragons use it: their colours come from their name (赤焰龍 is always red). */
  name?: string;
}

export type ArtKind = 'hero' | 'equip' | 'pet' | 'stone' | 'dragon';

export interface Palette {
  /** Background: edge and centre of the radial gradient. */
  deep: string;
  core: string;
  /** Rings, sparks and the rim of the figure. */
  accent: string;
  /** The brightest highlight. */
  glow: string;
}

export interface Spark {
  x: number;
  y: number;
  r: number;
  opacity: number;
}

export interface ArtModel {
  kind: ArtKind;
  /** Rarity tier 1–5 from the grade group (1~5 … 21~24); 0 without a grade (dragons). */
  tier: number;
  palette: Palette;
  /** Frame colours: dark and light end of the frame gradient. */
  frame: { dark: string; light: string };
  camp: number | null;
  element: number | null;
  grade: number | null;
  /** Light rays behind the figure: more for rarer assets. */
  rays: number;
  /** Where the ray fan starts (degrees), so equal tiers of different kinds differ a little. */
  rayOffset: number;
  sparks: Spark[];
}

/** Element palettes: 1 fire, 2 ice, 3 wind, 4 light, 5 dark; 0 neutral. */
export const ELEMENT_PALETTES: Record<number, Palette> = {
  0: { deep: '#0d1119', core: '#3a4560', accent: '#a9b1c1', glow: '#ede7d9' },
  1: { deep: '#1f0805', core: '#a8321a', accent: '#ff8a3d', glow: '#ffd08a' },
  2: { deep: '#051426', core: '#1c639a', accent: '#7fd8ff', glow: '#e0f7ff' },
  3: { deep: '#041d15', core: '#15744f', accent: '#5fe3a8', glow: '#d6ffe9' },
  4: { deep: '#221a05', core: '#a87d19', accent: '#ffe08a', glow: '#fff7d6' },
  5: { deep: '#0f0719', core: '#47206f', accent: '#b27cff', glow: '#ecdcff' },
};

/** Dragon palettes beyond the five elements: gold scales and purple lightning. */
const DRAGON_EXTRA: Palette[] = [
  { deep: '#1c1204', core: '#8a5a12', accent: '#f1cd6e', glow: '#fbefcc' },
  { deep: '#12061d', core: '#5b1f8a', accent: '#d08cff', glow: '#f3e2ff' },
];

/** Frame colours by rarity tier: steel, jade, sapphire, amethyst, gold; ember for dragons. */
export const TIER_FRAMES: Record<number, { dark: string; light: string }> = {
  0: { dark: '#9a3412', light: '#fdba74' },
  1: { dark: '#5d6678', light: '#c8d0dc' },
  2: { dark: '#137a5a', light: '#6fe2b8' },
  3: { dark: '#1f5fb8', light: '#8cc4ff' },
  4: { dark: '#6a2fc0', light: '#d3a8ff' },
  5: { dark: '#a97b1c', light: '#fbe7a6' },
};

const KINDS: readonly ArtKind[] = ['hero', 'equip', 'pet', 'stone', 'dragon'];

/** FNV-1a over a string: a small, stable hash for picking among fixed choices. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A tiny deterministic generator (mulberry32) seeded from the hash. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Colour words in dragon names, to the element whose palette matches.
const DRAGON_COLOUR_WORDS: readonly [RegExp, number][] = [
  [/[赤紅焰炎火]/, 1],
  [/[蒼冰寒霜藍]/, 2],
  [/[青風翠碧]/, 3],
  [/[聖光白]/, 4],
  [/[幽冥暗玄黑]/, 5],
];

function dragonPalette(name: string): Palette {
  for (const [words, element] of DRAGON_COLOUR_WORDS) {
    if (words.test(name)) return ELEMENT_PALETTES[element]!;
  }
  if (/[金]/.test(name)) return DRAGON_EXTRA[0]!;
  if (/[紫雷電]/.test(name)) return DRAGON_EXTRA[1]!;
  const all = [...Object.values(ELEMENT_PALETTES).slice(1), ...DRAGON_EXTRA];
  return all[hashString(name) % all.length]!;
}

/** The rarity tier of a grade: 1 for 1~5 … 5 for 21~24; 0 for no grade. */
export function tierOf(grade: number | null): number {
  return grade === null || grade < 1 ? 0 : gradeGroupOf(grade);
}

/** What a picture's background depends on: kind, colours and rarity tier (a few dozen in all). */
function backgroundKeyOf(kind: ArtKind, palette: Palette, tier: number): string {
  return `${kind}|${palette.core}|${tier}`;
}

/** The key of a model's background (everything but the camp, element and grade emblems). */
export const backgroundKey = (model: ArtModel) => backgroundKeyOf(model.kind, model.palette, model.tier);

/** The drawing of an asset: everything AssetArt needs, computed only from the inputs. */
export function artModel(input: ArtInput): ArtModel {
  const kind = KINDS[input.kind] ?? 'hero';
  const tier = tierOf(input.grade);
  const palette =
    kind === 'dragon'
      ? dragonPalette(input.name ?? '')
      : (ELEMENT_PALETTES[input.element ?? 0] ?? ELEMENT_PALETTES[0]!);
  // The rays and sparks follow the background (kind, colours, tier), not the camp or grade: the
  // grid draws each background once as a bitmap, so the fewer distinct backgrounds the better.
  const seed = hashString(backgroundKeyOf(kind, palette, tier));
  const next = generator(seed);
  const sparkCount = 6 + tier * 3;
  const sparks: Spark[] = Array.from({ length: sparkCount }, () => ({
    x: Math.round(30 + next() * 240),
    y: Math.round(60 + next() * 270),
    r: Math.round((0.8 + next() * (1.2 + tier * 0.35)) * 10) / 10,
    opacity: Math.round((0.25 + next() * 0.6) * 100) / 100,
  }));
  return {
    kind,
    tier,
    palette,
    frame: TIER_FRAMES[tier]!,
    camp: input.camp,
    element: input.element,
    grade: input.grade,
    rays: tier === 0 ? 10 : [0, 0, 6, 10, 14, 18][tier]!,
    rayOffset: seed % 30,
    sparks,
  };
}

/** The centre of a card's drawing (its 300 × 440 view box): the rays, halo and figure sit on it. */
export const ART_CENTER = { x: 150, y: 220 };

/** The background's rays as one path, each ray a closed sub-path (they do not overlap). */
export function raysPath(model: ArtModel): string {
  const step = 360 / model.rays;
  const p = (a: number) =>
    `${(ART_CENTER.x + 340 * Math.cos(a)).toFixed(1)} ${(ART_CENTER.y + 340 * Math.sin(a)).toFixed(1)}`;
  return Array.from({ length: model.rays }, (_, i) => {
    const from = ((model.rayOffset + i * step) * Math.PI) / 180;
    const to = from + (step * 0.42 * Math.PI) / 180;
    return `M${ART_CENTER.x} ${ART_CENTER.y}L${p(from)}L${p(to)}Z`;
  }).join('');
}
