import type { Locale } from '@yuanlong/shared/locales';
import { translate } from '@yuanlong/shared/messages';
import { AppError } from '../../errors.ts';

/** One item of a batch that was refused: the single call's error. */
export interface ItemRefused {
  id: number;
  ok: false;
  error: AppError;
}

/**
 * Runs one item's work; a refusal (AppError) becomes that item's failure and the batch goes on.
 * Any other error (the database gone) ends the request as the single call would.
 */
export async function eachItem<T>(id: number, work: () => Promise<T>): Promise<T | ItemRefused> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return { id, ok: false, error };
    throw error;
  }
}

export function isRefused(item: object): item is ItemRefused {
  return 'error' in item && (item as { ok?: unknown }).ok === false;
}

/** A refused item as the API answers it: the status and message one by one would give. */
export function failureOf(item: ItemRefused, locale: Locale) {
  return {
    id: item.id,
    ok: false as const,
    code: item.error.status,
    reason: item.error.messageKey,
    msg: translate(item.error.messageKey, locale, item.error.params),
  };
}
