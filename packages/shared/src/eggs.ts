import { z } from 'zod';

/*
 * MEggs (GET and POST /api/add/mdragon): an egg the game gave a player hatches into a dragon
 * of its element once its hatch time has come; the player hatches it, once.
 */

/** How long an egg takes from being obtained to hatching. */
export const EGG_HATCH_HOURS = 24;

export const eggSchema = z.object({
  id: z.number().int(),
  /** ELEMENTS code: the dragon it hatches into has this element. */
  element: z.number().int(),
  obtained_at: z.string(),
  hatch_at: z.string(),
  /** Progress toward hatching, 0–100 (by the server's clock). */
  progress: z.number().int(),
  /** The dragon it became (null until hatched). */
  dragon_id: z.number().int().nullable(),
});
export type Egg = z.infer<typeof eggSchema>;

export const eggsSchema = z.object({
  /** The server's time, to count down to `hatch_at` without trusting the device's clock. */
  now: z.string(),
  items: z.array(eggSchema),
});
export type Eggs = z.infer<typeof eggsSchema>;

export const hatchBody = z.object({
  egg_id: z.number({ error: 'eggRequired' }).int({ error: 'eggRequired' }).positive({ error: 'eggRequired' }),
});

/** A hatched egg: the dragon (the same one however often or concurrently it is asked). */
export const hatchResultSchema = z.object({
  egg_id: z.number().int(),
  dragon_id: z.number().int(),
  name: z.string(),
  element: z.number().int(),
});
export type HatchResult = z.infer<typeof hatchResultSchema>;
