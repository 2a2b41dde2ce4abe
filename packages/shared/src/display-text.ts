import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * Characters that let a name others see deceive: C0 and C1 controls, format characters
 * (bidirectional embeddings, overrides, isolates and marks U+202A–202E, U+2066–2069, U+200E/F,
 * U+061C; zero-width U+200B–200D, U+2060, U+FEFF; soft hyphen, tags), private-use and lone
 * surrogate code points, line and paragraph separators, and the blank-looking letters (Hangul
 * fillers, the blank Braille pattern).
 */
const DECEIVING = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** True when `text` holds a character that can hide or reorder what others see. */
export function hasDeceivingCharacters(text: string): boolean {
  return DECEIVING.test(text);
}

/** NFKC (fullwidth letters become ASCII, compatibility forms their plain letters), then trimmed. */
export function normalizeDisplayText(text: string): string {
  return text.normalize('NFKC').trim();
}

/**
 * A name other players see (a nickname, a role name): normalised (NFKC, trimmed) first, then
 * 1 to `max` characters (code points) with none of the deceiving characters.
 */
export function displayNameSchema(options: { max: number; required: MessageKey; tooLong: MessageKey }) {
  return z
    .string({ error: options.required })
    .overwrite(normalizeDisplayText)
    .min(1, { error: options.required })
    .refine((n) => !hasDeceivingCharacters(n), { error: 'nameCharacters' satisfies MessageKey })
    .refine((n) => [...n].length <= options.max, { error: options.tooLong });
}
