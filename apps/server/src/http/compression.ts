import { PassThrough, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Larger answers go as they are too: compressing them in one go would hold up other requests. */
const COMPRESS_MAX_BYTES = 1_048_576;
const COMPRESSIBLE = /json|text|javascript|xml|svg/;

/**
 * API answers between the thresholds are compressed as the client accepts (brotli, else gzip),
 * in one synchronous call at levels fast enough for answers made per request (brotli 3, gzip 6;
 * ~0.1 ms for a market page), with `Vary: Accept-Encoding`. A stream-based plugin cost the
 * market list ~0.5 ms of CPU per request. Streams (files) are left alone: the web app's files
 * are compressed once at build time and served as they are (web-app.ts).
 */
export function registerCompression(app: FastifyInstance): void {
  // Callback style (not async) on every answer: no promise and no extra tick per answer.
  app.addHook('onSend', (request, reply, payload, done) => done(null, compressed(request, reply, payload)));
}

/** The payload compressed as the client accepts, or as it is (see registerCompression). */
function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A buffer knows its size; a string's is counted (a UTF-8 pass) only when it could matter.
  const size = Buffer.isBuffer(payload) ? payload.length : Buffer.byteLength(payload);
  if (size < COMPRESS_THRESHOLD_BYTES || size > COMPRESS_MAX_BYTES || reply.hasHeader('content-encoding'))
    return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  addVary(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      })
    : gzipSync(payload, { level: 6 });
}

/** br or gzip when the Accept-Encoding header allows it (q above 0), br first; else none. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (header === undefined) return undefined;
  const text = String(header);
  // Clients send a handful of distinct headers: each is parsed once.
  if (ENCODINGS.has(text)) return ENCODINGS.get(text);
  const encoding = parseAcceptEncoding(text);
  if (ENCODINGS.size < 100) ENCODINGS.set(text, encoding);
  return encoding;
}
const ENCODINGS = new Map<string, 'br' | 'gzip' | undefined>();

function parseAcceptEncoding(header: string): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * A sender of fixed answers (a page's HTML: served often, unchanged while the server runs), each
 * named by a key from a bounded set: compressed as the client accepts at the build's levels
 * (brotli 11, gzip 9), once per key and encoding, and kept by this sender.
 */
export function compressedOnce() {
  const kept = new Map<string, Buffer>();
  return (request: FastifyRequest, reply: FastifyReply, key: string, text: string): FastifyReply => {
    addVary(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(text);
    let body = kept.get(`${encoding} ${key}`);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(text, { level: 9 });
      kept.set(`${encoding} ${key}`, body);
    }
    return reply.header('content-encoding', encoding).send(body);
  };
}

/**
 * Sends `head` at once and then what `rest` makes, as one answer compressed as the client accepts,
 * per request (brotli 5, gzip 6: ~1.5 ms for a page's 80 KB, 12.7 KB where brotli 11 gives 11.4).
 * The browser starts on the head (its first paint, its scripts' downloads) while the server makes
 * the rest: `rest` is called once the head has gone out (with an embedded database its queries
 * hold up this thread, the head's compression callback included).
 */
export function sendInTwoParts(
  request: FastifyRequest,
  reply: FastifyReply,
  head: string,
  rest: () => Promise<string>,
): FastifyReply {
  addVary(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const { out, flush } = twoPartStream(encoding);
  if (encoding) reply.header('content-encoding', encoding);
  out.write(head);
  flush(() =>
    setImmediate(() =>
      rest().then(
        (text) => out.end(text),
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      ),
    ),
  );
  return reply.send(out);
}

function twoPartStream(encoding: 'br' | 'gzip' | undefined): {
  out: Transform;
  flush: (done: () => void) => void;
} {
  if (encoding === 'br') {
    const br = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { out: br, flush: (done) => br.flush(constants.BROTLI_OPERATION_FLUSH, done) };
  }
  if (encoding === 'gzip') {
    const gzip = createGzip({ level: 6 });
    return { out: gzip, flush: (done) => gzip.flush(constants.Z_SYNC_FLUSH, done) };
  }
  return { out: new PassThrough(), flush: (done) => done() };
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
