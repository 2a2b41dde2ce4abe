import { FIRST_DATA_ID } from '@yuanlong/shared/first-data';
import { getToken } from './token.ts';
import { onFirstLoad } from './use-after-paint.ts';

/** The answers the page's HTML came with (packages/shared/src/first-data.ts), by path. */
const answers = readAnswers();
/** The session they were made for: the one of the document's start. */
const answersToken = answers.size > 0 ? getToken() : '';

/** Read as the app's modules start, before any sign-in or sign-out; the element goes. */
function readAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ID);
  if (!element) return new Map();
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent || '{}');
    if (typeof parsed === 'object' && parsed !== null) return new Map(Object.entries(parsed));
  } catch (error) {
    console.error('The page came with unreadable answers', error);
  }
  return new Map();
}

/**
 * The data the page's HTML brought for GET `path`, taken once: the app's first request for that
 * path needs no round trip. Only on the document's first page and for the session it was made
 * for; after that (another page, a sign-in or sign-out) every request goes to the server.
 */
export function takeFirstAnswer(path: string): { data: unknown } | undefined {
  if (answers.size === 0) return undefined;
  if (!onFirstLoad() || getToken() !== answersToken) {
    answers.clear();
    return undefined;
  }
  if (!answers.has(path)) return undefined;
  const data = answers.get(path);
  answers.delete(path);
  return { data };
}
