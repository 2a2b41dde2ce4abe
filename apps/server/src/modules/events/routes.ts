import { EVENTS_HEARTBEAT_MS, EVENTS_PATH, LAST_EVENT_ID_QUERY } from '@yuanlong/shared/events';
import { TOKEN_COOKIE } from '@yuanlong/shared/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { tooManyRequests } from '../../errors.ts';
import { bearerToken } from '../../http/auth.ts';
import { cookieValue } from '../../http/cookies.ts';
import { findSession } from '../auth/session-service.ts';
import { lastEventId } from './hub.ts';
import { parseLastEventId, replayAfter } from './replay.ts';
import { subscribeFirst } from './stream.ts';

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
 * stream starts are the envelope as usual). Never compressed (compression.ts leaves streams alone).
 */
export function eventRoutes(ctx: ServiceContext, options: EventRouteOptions) {
  const open = new Map<string, number>();
  return async (app: FastifyInstance) => {
    // A stream that ends (client gone, session revoked, shutdown) takes its connection with it: a
    // half-closed socket would otherwise linger until a write fails, and the server's close would
    // wait for it. Clients reconnect (on shutdown: to another instance).
    const closing = options.openStreams ?? new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const shutdown of closing) shutdown();
    });
    app.get(EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const token = tokenOf(request);
      const session = token ? await findSession(ctx.db, token) : undefined;
      const count = open.get(request.ip) ?? 0;
      if (count >= options.streamsPerIp) throw tooManyRequests(5_000);
      open.set(request.ip, count + 1);
      const release = () => {
        const left = (open.get(request.ip) ?? 1) - 1;
        if (left > 0) open.set(request.ip, left);
        else open.delete(request.ip);
      };
      const stream = subscribeFirst({
        hub: ctx.events,
        userId: session?.userId,
        heartbeatMs: options.heartbeatMs ?? EVENTS_HEARTBEAT_MS,
        stillValid: async () => !session || (await findSession(ctx.db, token!)) !== undefined,
        onClose: () => {
          closing.delete(stream.close);
          release();
          setImmediate(() => reply.raw.destroy());
        },
      });
      closing.add(stream.close);
      reply.raw.on('close', stream.close);
      // The client closing its side (FIN) is not a 'close' of a response still being written.
      request.raw.socket.once('end', stream.close);
      try {
        const query = request.query as Record<string, unknown>;
        const after = parseLastEventId(request.headers['last-event-id'] ?? query[LAST_EVENT_ID_QUERY]);
        stream.begin(
          after === undefined
            ? { kind: 'fresh', lastId: await lastEventId(ctx.query) }
            : await replayAfter(ctx.query, after, session?.userId),
        );
      } catch (error) {
        stream.close();
        throw error;
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    });
  };
}
