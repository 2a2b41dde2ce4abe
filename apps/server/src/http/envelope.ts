import { SUCCESS_CODE } from '@yuanlong/shared/errors';
import { localeOfLanguageHeader } from '@yuanlong/shared/locales';
import { isMessageKey, translate } from '@yuanlong/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** A success answer in the spec's envelope, `msg` in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T) {
  return { code: SUCCESS_CODE, msg: translate('ok', request.locale), data };
}

/** ok()'s envelope as JSON text around data that is JSON text already (no parse, no re-serialization). */
export function okJson(request: FastifyRequest, dataJson: string): string {
  return `{"code":${SUCCESS_CODE},"msg":${JSON.stringify(translate('ok', request.locale))},"data":${dataJson}}`;
}

const okHeads = new Map<string, string>();

/**
 * okJson() as one buffer, around data that is JSON text already (built by the database, sent
 * with no parse or re-serialization), encoded once: a page cache keeps the buffer.
 */
export function okJsonBytes(request: FastifyRequest, dataJson: string): Buffer {
  let head = okHeads.get(request.locale);
  if (head === undefined) {
    head = okJson(request, '').slice(0, -1);
    okHeads.set(request.locale, head);
  }
  return Buffer.from(`${head}${dataJson}}`);
}

/** Sends an answer that is JSON bytes already (okJsonBytes), as JSON. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body as never);
}

/**
 * Maps every failure to the envelope in one place. The HTTP status and the envelope
 * code agree; a 5xx never carries internals (they go to the log).
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.decorateReply('errorCode', undefined);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return sendError(reply, request, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '';
      // Shared schemas carry message keys (e.g. 'emailFormat') for the spec's own messages.
      const key = first?.message && isMessageKey(first.message) ? first.message : 'invalidInput';
      return sendError(reply, request, new AppError('invalidInput', key, { field: field ?? '' }));
    }
    if (isDatabaseUnreachable(error)) {
      // The database restarts or is gone: the request may be retried; /api/ready says not ready.
      request.log.warn({ err: error }, 'database unreachable');
      return sendError(reply, request, new AppError('unavailable'));
    }
    if (isUnstorableText(error)) {
      // Text PostgreSQL cannot hold (a NUL character) reached a query: the input is wrong.
      return sendError(reply, request, new AppError('invalidInput', 'invalidInput', { field: 'text' }));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return sendError(reply, request, new AppError('tooManyRequests'));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): the input is wrong.
      return sendError(reply, request, new AppError('invalidInput', 'invalidInput', { field: 'body' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, new AppError('internal'));
  });
}

/**
 * Fastify's router refusals before any hook ran (a path segment over `maxParamLength`, a URL that
 * cannot be decoded): the envelope's invalid input, in the language of the request's header.
 */
export function sendFrameworkError(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const language = request.headers.language;
  request.locale = localeOfLanguageHeader(Array.isArray(language) ? language[0] : language);
  return sendError(reply, request, new AppError('invalidInput', 'invalidInput', { field: 'path' }));
}

/** SQLSTATEs of a connection lost or refused (class 08) and of a server shutting down or starting (57P0x). */
const UNREACHABLE_STATES = /^(08\d\d\d|57P0[1-3])$/;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** Texts of pg's connection errors; "timeout exceeded when trying to connect" is the pool's: every connection stayed busy. */
const UNREACHABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i;

/**
 * True when an error (or one it wraps, as Drizzle does) says the database cannot be reached, or
 * not in time: the request may be tried again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || UNREACHABLE_CODES.has(code)))
      return true;
    if (e instanceof Error && UNREACHABLE_TEXT.test(e.message)) return true;
  }
  return false;
}

/** SQLSTATE 22021 (invalid byte sequence: a NUL in text) and 22P05 (untranslatable character). */
function isUnstorableText(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** The envelope's 404, for paths no route answers. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, request, new AppError('notFound'));
}

function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  reply.errorCode = error.messageKey;
  if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
  // Tells the web to show the second factor's code field (the message alone is translated text).
  if (error.messageKey === 'secondFactorRequired') reply.header('x-second-factor', 'required');
  return reply
    .code(error.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(
      JSON.stringify({
        code: error.status,
        msg: translate(error.messageKey, request.locale, error.params),
        data: null,
      }),
    );
}

declare module 'fastify' {
  interface FastifyReply {
    /** The message key of an error answer the envelope wrote (metrics count errors by it). */
    errorCode: string | undefined;
  }
}
