import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  brotliCompressSync,
  brotliDecompressSync,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, sendInTwoParts } from '../src/http/compression.ts';
import { startWebTestApp, type WebTestContext } from './support/test-app.ts';

/** A built web app's files, each compressed next to itself as the web build does. */
function builtFiles(): Record<string, string | Uint8Array> {
  const texts = {
    'index.html': `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
    'assets/app-1234.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
    'assets/app-1234.css': `body{color:red}${'.a{color:blue}'.repeat(200)}`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  };
  return Object.fromEntries(
    Object.entries(texts).flatMap(([name, text]) => [
      [name, text],
      [`${name}.br`, brotliCompressSync(text)],
      [`${name}.gz`, gzipSync(text)],
    ]),
  );
}

describe('compression', () => {
  let t: WebTestContext;
  beforeAll(async () => {
    t = await startWebTestApp(builtFiles());
  });
  afterAll(async () => {
    await t.close();
  });

  const original = (name: string) => fs.readFileSync(path.join(t.dist, name), 'utf8');

  it.each([
    ['br, gzip', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
  ])(
    'sends the precompressed file for Accept-Encoding %s, varying on it',
    async (accept, encoding, decode) => {
      for (const [url, name] of [
        ['/assets/app-1234.js', 'assets/app-1234.js'],
        ['/marketplace', 'index.html'],
      ] as const) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString('utf8')).toBe(original(name));
      }
      const js = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': accept } });
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.headers['cache-control']).toContain('immutable');
    },
  );

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(original('assets/app-1234.js'));
  });

  it('compresses API answers above the threshold, not below', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    const json = JSON.parse(gunzipSync(big.rawPayload).toString('utf8'));
    expect(json.openapi).toBeDefined();
    const br = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(json);
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });

  it('serves the scripts and styles as read at start-up, with an ETag that saves sending them again', async () => {
    const css = await t.app.inject({ url: '/assets/app-1234.css', headers: { 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(css.rawPayload).toString('utf8')).toBe(original('assets/app-1234.css'));
    const etag = String(css.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Held in memory: a file changed on disk afterwards (never, for hashed names) is not read.
    fs.writeFileSync(path.join(t.dist, 'assets/app-1234.css'), 'changed');
    const again = await t.app.inject({ url: '/assets/app-1234.css' });
    expect(again.body).toBe(`body{color:red}${'.a{color:blue}'.repeat(200)}`);
    const cached = await t.app.inject({ url: '/assets/app-1234.css', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-1234.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the other files from disk, precompressed as well', async () => {
    const svg = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(svg.rawPayload).toString('utf8')).toBe(original('favicon.svg'));
  });

  it('answers a build file that is not there with a 404, a page that is not there with the app', async () => {
    const chunk = await t.app.inject({ url: '/assets/renamed-1.js' });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.headers['content-type']).not.toMatch(/html/);
    const page = await t.app.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('reads Accept-Encoding with its weights: br first, gzip for "*", nothing refused with q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('an answer sent in two parts', () => {
  it.each([
    ['br', () => createBrotliDecompress()],
    ['gzip', () => createGunzip()],
    ['identity', () => new PassThrough()],
  ])(
    'sends its head (%s) before the rest is made, then the rest in the same answer',
    async (accept, decoder) => {
      const app = Fastify();
      const head = '<html><head></head><body>'.repeat(200);
      let finish: (text: string) => void = () => {};
      let restAsked = false;
      app.get('/', (request, reply) =>
        sendInTwoParts(request, reply, head, () => {
          restAsked = true;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }),
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = app.server.address() as AddressInfo;
        const res = await new Promise<http.IncomingMessage>((resolve) =>
          http.get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': accept } }, resolve),
        );
        expect(res.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        const decoded = res.pipe(decoder());
        let text = '';
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        await vi.waitFor(() => expect(text).toBe(head));
        expect(restAsked).toBe(true);
        finish('</body></html>');
        await once(decoded, 'end');
        expect(text).toBe(`${head}</body></html>`);
      } finally {
        await app.close();
      }
    },
  );
});
