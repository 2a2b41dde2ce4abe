import { z } from 'zod';
import type { Names } from './catalogue.ts';
import { baseUnits } from './user.ts';

/*
 * Artifacts (collectibles): each role can activate each artifact once, paying MDS; an activated
 * artifact adds its effect to every fight of that role. GET /api/artifact/list, POST
 * /api/artifact/activate, for the role on the Serverid server (else the current server).
 */

/** Attributes an artifact raises, by basis points of the role's base value (500 = +5%). */
export const ARTIFACT_ATTRIBUTES = ['hp', 'att', 'defense', 'crit', 'speed_pct'] as const;
export type ArtifactAttribute = (typeof ARTIFACT_ATTRIBUTES)[number];

export interface ArtifactDef {
  id: number;
  names: Names;
  /** Whole MDS to activate. */
  price: bigint;
  effects: Partial<Record<ArtifactAttribute, number>>;
}

const artifact = (
  id: number,
  tw: string,
  en: string,
  idn: string,
  price: bigint,
  effects: ArtifactDef['effects'],
) => ({
  id,
  names: { tw, en, in: idn },
  price,
  effects,
});

export const ARTIFACTS: readonly ArtifactDef[] = [
  artifact(1, '龍鱗護符', 'Dragon Scale Amulet', 'Jimat Sisik Naga', 200n, { hp: 500 }),
  artifact(2, '鳳凰羽', 'Phoenix Feather', 'Bulu Phoenix', 200n, { att: 500 }),
  artifact(3, '玄龜甲', 'Black Tortoise Shell', 'Cangkang Kura-kura Hitam', 200n, { defense: 500 }),
  artifact(4, '雷神鼓', 'Thunder Drum', 'Genderang Petir', 300n, { crit: 300 }),
  artifact(5, '風行靴', 'Windwalker Boots', 'Sepatu Pengembara Angin', 300n, { speed_pct: 300 }),
  artifact(6, '麒麟角', 'Qilin Horn', 'Tanduk Qilin', 1000n, { hp: 800, att: 800 }),
];

export const artifactItemSchema = z.object({
  id: z.number().int(),
  /** MDS base units. */
  price: baseUnits,
  effects: z.record(z.string(), z.number().int()),
  activated: z.boolean(),
  activated_at: z.string().nullable(),
});

export const artifactListSchema = z.object({
  server_id: z.number().int(),
  items: z.array(artifactItemSchema),
  /** The role's total bonus from its activated artifacts, basis points per attribute. */
  bonus: z.record(z.string(), z.number().int()),
});
export type ArtifactList = z.infer<typeof artifactListSchema>;

export const activateArtifactBody = z.object({
  artifact_id: z
    .number({ error: 'artifactUnknown' })
    .int({ error: 'artifactUnknown' })
    .refine((id) => ARTIFACTS.some((a) => a.id === id), { error: 'artifactUnknown' }),
});

/** The bonus of a set of activated artifacts: effects added up per attribute. */
export function artifactBonus(ids: number[]): Partial<Record<ArtifactAttribute, number>> {
  const bonus: Partial<Record<ArtifactAttribute, number>> = {};
  for (const def of ARTIFACTS.filter((a) => ids.includes(a.id))) {
    for (const [attr, bps] of Object.entries(def.effects) as [ArtifactAttribute, number][]) {
      bonus[attr] = (bonus[attr] ?? 0) + bps;
    }
  }
  return bonus;
}
