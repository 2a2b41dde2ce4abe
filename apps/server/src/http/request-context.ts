import { type Locale, localeOfLanguageHeader } from '@yuanlong/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of `msg`, from the `Language` header (default ZH-TW). */
    locale: Locale;
    /** Game server chosen by the `Serverid` header, when sent and numeric. */
    serverId: number | undefined;
  }
}

/** Reads the spec's per-request headers (Language, Serverid) once per request. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'tw');
  app.decorateRequest('serverId', undefined);
  // Callback style (not async) on every request: no promise and no extra tick per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOfLanguageHeader(headerValue(request.headers.language));
    const serverId = Number(headerValue(request.headers.serverid));
    request.serverId = Number.isInteger(serverId) && serverId > 0 ? serverId : undefined;
    done();
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The `Serverid` of a per-server call (the role it acts for); 400 "choose a server first" without one. */
export function requiredServerId(request: FastifyRequest): number {
  if (request.serverId === undefined)
    throw new AppError('invalidInput', 'serverRequired', { field: 'Serverid' });
  return request.serverId;
}
