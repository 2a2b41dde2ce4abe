import { emailCodeSchema, emailSchema, newPasswordSchema } from '@yuanlong/shared/account';
import { isMessageKey, type MessageKey, translate } from '@yuanlong/shared/messages';
import { currentLocale } from './i18n.ts';

/** What validation needs of a zod schema. */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** A form's problems, per field, as message keys of the shared catalogue (translated when shown). */
export type FormErrors<F extends string> = Partial<Record<F, MessageKey>>;

/**
 * The first problem a shared schema finds with a value, as its message key (the schemas use the
 * keys the server answers with); `fallback` when the schema's message is not one of them.
 */
export function check(schema: Schema, value: unknown, fallback: MessageKey): MessageKey | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error?.issues[0]?.message ?? '';
  return isMessageKey(message) ? message : fallback;
}

/** An e-mail address: "Email format error" unless well formed. */
export const checkEmail = (email: string) => check(emailSchema, email, 'emailFormat');

/** A six-digit e-mail code: "enter the code" when empty, "wrong" when not six digits. */
export function checkCode(code: string): MessageKey | undefined {
  return code.trim() ? check(emailCodeSchema, code.trim(), 'codeInvalid') : 'codeRequired';
}

/** A new login or fund password: 8–64 characters and not a very common one. */
export const checkNewPassword = (password: string) => check(newPasswordSchema, password, 'passwordLength');

/** A password the user already has: only needs to be there. */
export const checkPresent = (password: string): MessageKey | undefined =>
  password ? undefined : 'passwordRequired';

/** "repeat password error" unless the repeat matches. */
export function checkRepeat(password: string, repeat: string): MessageKey | undefined {
  return password === repeat ? undefined : 'repeatPassword';
}

/** Only the fields that have a problem; empty when the form is fine. */
export function compact<F extends string>(errors: Record<F, MessageKey | undefined>): FormErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FormErrors<F>;
}

/** True when a form has no problems. */
export function isValid(errors: FormErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/** A shared message in the interface language: the same text the server would answer. */
export function sharedMessage(key: MessageKey, params: Record<string, string> = {}): string {
  return translate(key, currentLocale(), params);
}
