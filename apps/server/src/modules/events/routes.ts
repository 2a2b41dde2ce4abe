import { EVENTS_HEARTBEAT_MS, EVENTS_PATH, LAST_EVENT_ID_QUERY } from '@yuanlong/shared/events';
import { TOKEN_COOKIE } from '@yuanlong/shared/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { tooManyRequests } from '../../errors.ts';
import { bearerToken } from '../../http/auth.ts';
import { cookieValue } from '../../http/cookies.ts';
import { HSTS, SECURITY_HEADERS } from '../../http/security-headers.ts';
import { findSession } from '../auth/session-service.ts';
import { lastEventId } from './hub.ts';
import { parseLastEventId, replayAfter } from './replay.ts';
import { createEventFanout, type StreamStart } from './stream.ts';

export interface EventRouteOptions {
  /** Open streams one client address may hold in this instance. */
  streamsPerIp: number;
  heartbeatMs?: number;
  /** The open streams' close functions: its size is the streams open now (metrics). */
  openStreams?: Set<() => void>;
}

/** Streams one address may hold by default (tabs, a NAT of players); × IP_LIMITS_MULTIPLIER. */
export const STREAMS_PER_IP = 20;

/** The session token: the Authorization header, else the `token` cookie (EventSource sends no headers). */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  return cookieValue(request.headers.cookie, TOKEN_COOKIE);
}

/**
 * GET /api/events: live updates as server-sent events (packages/shared events.ts), auth optional.
 * Not in the OpenAPI document: it answers a stream, not the JSON envelope (errors before the
 * stream starts are the envelope as usual). Never compressed: the response is written raw.
 */
export function eventRoutes(ctx: ServiceContext, options: EventRouteOptions) {
  const open = new Map<string, number>();
  return async (app: FastifyInstance) => {
    // A stream that ends (client gone, session revoked, shutdown) takes its connection with it: a
    // half-closed socket would otherwise linger until a write fails, and the server's close would
    // wait for it. Clients reconnect (on shutdown: to another instance).
    const closing = options.openStreams ?? new Set<() => void>();
    const fanout = createEventFanout(ctx.events, { heartbeatMs: options.heartbeatMs ?? EVENTS_HEARTBEAT_MS });
    app.addHook('preClose', async () => {
      for (const shutdown of closing) shutdown();
      fanout.close();
    });
    const release = (ip: string) => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    };
    app.get(EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const token = tokenOf(request);
      const session = token ? await findSession(ctx.db, token) : undefined;
      const ip = request.ip;
      const count = open.get(ip) ?? 0;
      if (count >= options.streamsPerIp) throw tooManyRequests(5_000);
      open.set(ip, count + 1);
      // What an open stream keeps is its record in the fan-out and these few closures (they name
      // the response, not the request or the reply: those are left to the collector).
      const res = reply.raw;
      const stream = fanout.open({
        sink: res,
        userId: session?.userId,
        stillValid: async () => !session || (await findSession(ctx.db, token!)) !== undefined,
        onClose: () => {
          closing.delete(stream.close);
          release(ip);
          setImmediate(() => res.destroy());
        },
      });
      closing.add(stream.close);
      res.on('close', stream.close);
      // The client closing its side (FIN) is not a 'close' of a response still being written.
      res.socket?.once('end', stream.close);
      let start: StreamStart;
      try {
        const query = request.query as Record<string, unknown>;
        const after = parseLastEventId(request.headers['last-event-id'] ?? query[LAST_EVENT_ID_QUERY]);
        start =
          after === undefined
            ? { kind: 'fresh', lastId: await lastEventId(ctx.query) }
            : await replayAfter(ctx.query, after, session?.userId);
      } catch (error) {
        stream.close();
        throw error;
      }
      // The stream is written raw: no body stream for Fastify to pipe, so the headers its hooks add
      // to answers (security-headers.ts) are written here.
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        ...SECURITY_HEADERS,
        ...(request.protocol === 'https' ? { 'strict-transport-security': HSTS } : {}),
      });
      stream.begin(start);
    });
  };
}
