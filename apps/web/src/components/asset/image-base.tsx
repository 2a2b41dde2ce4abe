import { createContext, useContext } from 'react';
import { kindNameOf } from '../../lib/catalogue.ts';
import { safeExternalUrl } from '../../lib/format.ts';

/**
 * The base URL of the game's art (website setting `image_base_url`); '' draws the built-in art.
 * The app shell provides it from the website settings.
 */
export const ImageBaseContext = createContext('');

/** The image base URL in effect. */
export const useImageBase = () => useContext(ImageBaseContext);

/**
 * Where the game's picture of an asset is: `{base}/{kind}/{id}.png` (kind: hero, equip, pet,
 * stone, dragon); '' when no (safe, absolute http/https) base URL is configured.
 */
export function assetImageUrl(base: string, kind: number, id: number): string {
  const safe = base.trim() ? safeExternalUrl(base) : '';
  if (!safe) return '';
  return `${safe.replace(/\/+$/, '')}/${kindNameOf(kind)}/${id}.png`;
}
