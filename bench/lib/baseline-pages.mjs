// The Lighthouse benchmark's baselines, measured in the same run as the product's pages, with the
// product's own response headers (security headers, COOP: each load gets a new renderer) and
// brotli, from a server of their own:
// - `/marketplace`: the product's /marketplace HTML (the boot shell, its styles inlined) with its
//   scripts and module preloads taken out: what this machine gives the first paint alone;
// - `/minimal`: a page of one heading and one line: what this machine gives any page at all.
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

const MINIMAL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Yuanlong Market</title>' +
  '<link rel="icon" href="data:,"></head><body><h1>Yuanlong Market</h1><p>A page of one line.</p></body></html>';

const HOP_HEADERS = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
];

/** Serves the baselines for the product page at `pageUrl` on 127.0.0.1:`port`; other paths are 404. */
export async function serveBaselines(pageUrl, port) {
  const answer = await fetch(pageUrl);
  if (!answer.ok) throw new Error(`${pageUrl}: ${answer.status}`);
  const withoutScripts = (await answer.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  if (/<script\b/.test(withoutScripts)) throw new Error('a script is left in the page');
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.includes(name)));
  const pages = new Map(
    [
      [new URL(pageUrl).pathname, withoutScripts],
      ['/minimal', MINIMAL_PAGE],
    ].map(([path, html]) => [path, { html, brotli: brotliCompressSync(html) }]),
  );
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      ...headers,
      ...(brotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    });
    response.end(brotli ? page.brotli : page.html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
