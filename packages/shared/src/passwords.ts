/** Length bounds of login and fund passwords, in characters (code points); never truncated. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/**
 * Very common passwords that meet the length rule (from the public breach top lists); a
 * password equal to one of them (ignoring case) is refused.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '111111111',
  '1111111111',
  '00000000',
  '000000000',
  '88888888',
  '66666666',
  '87654321',
  '987654321',
  '0987654321',
  '11223344',
  '12341234',
  '123321123',
  '147258369',
  '123654789',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '1qaz2wsx3edc',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty1234',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'zxcvbnm123',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'p@ssw0rd',
  'passw0rd',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'aa123456',
  'a1234567',
  'a12345678',
  'qq123456',
  'woaini1314',
  '5201314520',
  'letmein1',
  'changeme',
  'football1',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'charlie1',
  'dragon12',
  'dragon123',
  'monkey123',
  'master123',
  'shadow12',
  'liverpool',
  'chelsea1',
  'jordan23',
  'metallica',
  'blink182',
  'mustang1',
  'access14',
  'zaq12wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'qazwsxedc',
  'asdf1234',
  'zxcv1234',
  '123qweasd',
  '1234qwer',
  'qwer1234',
  'test1234',
  'testtest',
  'yuanlong',
  'yuanlong123',
]);

/** Length of a password in characters (code points), as the rule counts it. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * Adds passwords to the list (lower-case). The web keeps the short list above for instant
 * feedback; the server adds the long breach list at start (apps/server common-passwords.ts).
 */
export function addCommonPasswords(passwords: Iterable<string>): void {
  for (const password of passwords) COMMON_PASSWORDS.add(password.toLowerCase());
}

/** True when a password is on the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
