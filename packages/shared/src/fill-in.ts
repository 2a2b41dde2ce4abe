/** Values for a text's `{{placeholders}}`. */
export type TextValues = Record<string, unknown>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * `text` with each `{{name}}` replaced by its value: a missing value leaves the placeholder as it
 * is (so a forgotten value shows), null gives nothing, anything else its string. The one
 * placeholder format of every text: the web's, the server's messages and mails, share previews.
 */
export function fillIn(text: string, values: TextValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : value === null ? '' : String(value);
  });
}
