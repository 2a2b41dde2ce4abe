/** The first six-digit code of a mail's text, if any (the development mailbox shows it). */
export function codeInText(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
