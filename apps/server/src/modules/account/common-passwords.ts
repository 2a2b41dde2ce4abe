import fs from 'node:fs';
import { addCommonPasswords } from '@yuanlong/shared/passwords';

/**
 * The server refuses the 10,000 most common breached passwords (OWASP ASVS 2.1.7) that meet
 * the length rule: common-passwords.txt, 3,534 entries, generated from the ranked list of
 * @zxcvbn-ts/language-common 4.1.3 (MIT) by taking its first 10,000 entries, lower-cased,
 * 8 to 64 characters. The web bundle keeps only the short list in packages/shared.
 */
const LIST = new URL('./common-passwords.txt', import.meta.url);

let loaded = false;

/** Loads the list into the shared password rule, once. */
export function useCommonPasswordList(): void {
  if (loaded) return;
  const lines = fs.readFileSync(LIST, 'utf8').split('\n');
  addCommonPasswords(lines.filter((line) => line !== '' && !line.startsWith('#')));
  loaded = true;
}
