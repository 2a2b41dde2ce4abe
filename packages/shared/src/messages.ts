import { fillIn } from './fill-in.ts';
import type { Locale } from './locales.ts';
import { ACCOUNT_MESSAGES } from './messages-account.ts';
import { COMMON_MESSAGES } from './messages-common.ts';
import { GAME_MESSAGES } from './messages-game.ts';
import { MARKET_MESSAGES } from './messages-market.ts';
import { MARKET_BATCH_MESSAGES } from './messages-market-batch.ts';
import { OFFER_MESSAGES } from './messages-offers.ts';
import { OPERATOR_MESSAGES } from './messages-operators.ts';
import { PLAY_MESSAGES } from './messages-play.ts';
import { SECURITY_MESSAGES } from './messages-security.ts';
import { WALLET_MESSAGES } from './messages-wallet.ts';

/**
 * Every message the server puts in `msg`, in the three interface languages, gathered from one
 * file per area (messages-*.ts; a new message goes into its area's file). Keys are the error
 * codes of `errors.ts` plus validation messages; the English texts of the spec's messages are
 * kept word for word.
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...WALLET_MESSAGES,
  ...PLAY_MESSAGES,
  ...MARKET_MESSAGES,
  ...GAME_MESSAGES,
  ...MARKET_BATCH_MESSAGES,
  ...OFFER_MESSAGES,
  ...SECURITY_MESSAGES,
  ...OPERATOR_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** True when a text is a message key (zod schemas in this package use keys as their messages). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** The text of a message in a locale, with `{{name}}` placeholders filled in. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return fillIn(MESSAGES[key][locale], params);
}
