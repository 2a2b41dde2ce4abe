import { SUCCESS_CODE } from '@yuanlong/shared/errors';
import { HEADERS, REQUEST_TIMEOUT_MS, UNAUTHORIZED_REDIRECT_MS } from '@yuanlong/shared/http';
import { languageHeaderOf } from '@yuanlong/shared/locales';
import { ApiError, NO_RESPONSE_CODE } from './api-error.ts';
import { takeFirstAnswer } from './first-data.ts';
import { currentLocale, i18n } from './i18n.ts';
import { navigateTo } from './navigation.ts';
import { getServerId } from './session.ts';
import { showToast } from './toast.ts';
import { clearToken, getToken } from './token.ts';

/** What the client needs of a (zod) schema to check an answer's data. */
export interface DataSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: DataSchema<T>;
  /** Cancels the call (e.g. TanStack Query's signal); a cancelled call shows no toast. */
  signal?: AbortSignal;
  /**
   * A call whose failure the user need not see (e.g. ending a session that is being replaced):
   * no toast and no 401 handling; it still rejects.
   */
  quiet?: boolean;
  /**
   * The game server whose role makes the call, instead of the chosen one: a purchase or offer is
   * made by the buyer's role on the asset's server.
   */
  serverId?: number;
}

const UNAUTHORIZED = 401;
const BROKEN_ANSWER_CODE = 500;
let redirectPending = false;

function requestHeaders(withBody: boolean, server?: number): Headers {
  const headers = new Headers({ [HEADERS.language]: languageHeaderOf(currentLocale()) });
  const token = getToken();
  if (token) headers.set(HEADERS.authorization, `Bearer ${token}`);
  const serverId = server === undefined ? getServerId() : String(server);
  if (serverId) headers.set(HEADERS.serverId, serverId);
  if (withBody) headers.set('content-type', 'application/json');
  return headers;
}

function fail(code: number, msg: string, httpStatus?: number, quiet = false, asked = false): never {
  if (quiet) throw new ApiError(code, msg, asked);
  showToast(msg, 'error');
  if (code === UNAUTHORIZED || httpStatus === UNAUTHORIZED) {
    clearToken();
    if (!redirectPending) {
      redirectPending = true;
      setTimeout(() => {
        redirectPending = false;
        navigateTo('/');
      }, UNAUTHORIZED_REDIRECT_MS);
    }
  }
  throw new ApiError(code, msg, asked);
}

// Reading the body may fail like the request (network, timeout, cancel): that propagates.
// A body that is not an envelope (e.g. a proxy's error page) gives null: judged by the HTTP status.
async function readEnvelope(
  response: Response,
): Promise<{ code: number; msg: string; data: unknown } | null> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    return null;
  }
  const { code, msg, data } = body as { code: number; msg?: unknown; data?: unknown };
  return { code, msg: typeof msg === 'string' ? msg : '', data };
}

/** Calls the API (spec sections 7-8) and resolves with the envelope's data; rejects with ApiError. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
  renewedRetry = false,
): Promise<T> {
  const { method = 'GET', body, signal, quiet, serverId } = options;
  const sentToken = getToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  let response: Response;
  let envelope: Awaited<ReturnType<typeof readEnvelope>>;
  try {
    response = await fetch(path, {
      method,
      headers: requestHeaders(body !== undefined, serverId),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    envelope = await readEnvelope(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    return fail(NO_RESPONSE_CODE, i18n.t('error.server'), undefined, quiet);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
  const fallbackMsg = () => response.statusText || i18n.t('error.generic');
  const unauthorized = envelope?.code === UNAUTHORIZED || response.status === UNAUTHORIZED;
  // The session was renewed (its token replaced) while this call was on its way with the old
  // token: the server refused it before doing anything, so it goes again with the new one.
  if (unauthorized && !renewedRetry && sentToken && getToken() && getToken() !== sentToken) {
    return apiRequest(path, options, true);
  }
  // The user logged out while this call was on its way with the old token (a page's query as it
  // closes): a stale answer, with nothing to tell and nowhere to send the user, who may be on
  // another page by now.
  if (unauthorized && sentToken && !getToken()) {
    throw new ApiError(UNAUTHORIZED, envelope?.msg || fallbackMsg());
  }
  if (envelope && envelope.code !== SUCCESS_CODE) {
    const asked = response.headers.get('x-second-factor') === 'required';
    return fail(envelope.code, envelope.msg || fallbackMsg(), response.status, quiet, asked);
  }
  if (!response.ok) return fail(response.status, fallbackMsg(), response.status, quiet);
  // An HTTP 200 without an envelope is a broken answer: reported as a server error.
  if (!envelope) return fail(BROKEN_ANSWER_CODE, i18n.t('error.server'), undefined, quiet);
  return checked(envelope.data, `${method} ${path}`, options);
}

/** A successful answer's data as `schema` reads it; a server error when it does not fit. */
function checked<T>(data: unknown, call: string, { schema, quiet }: RequestOptions<T>): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected answer from ${call}`, parsed.error);
  return fail(BROKEN_ANSWER_CODE, i18n.t('error.server'), undefined, quiet);
}

/** GET an API path; the first time, its answer may have come with the page (lib/first-data.ts). */
export async function apiGet<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
): Promise<T> {
  const first = takeFirstAnswer(path);
  if (first) return checked(first.data, `GET ${path} (with the page)`, options);
  return apiRequest(path, { ...options, method: 'GET' });
}

/** DELETE an API resource. */
export function apiDelete<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest(path, { ...options, method: 'DELETE' });
}

/** POST to an API path with an optional JSON body. */
export function apiPost<T>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}): Promise<T> {
  return apiRequest(path, { ...options, method: 'POST' });
}

/**
 * Downloads a file the API answers (e.g. a CSV), with the session's headers, as `filename`. A
 * refusal is an envelope like any call's: its message is shown and the promise rejects.
 */
export async function apiDownload(path: string, filename: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: requestHeaders(false),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return fail(NO_RESPONSE_CODE, i18n.t('error.server'));
  }
  if (!response.ok) {
    const envelope = await readEnvelope(response).catch(() => null);
    return fail(envelope?.code ?? response.status, envelope?.msg || i18n.t('error.generic'), response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
