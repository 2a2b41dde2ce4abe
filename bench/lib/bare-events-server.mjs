#!/usr/bin/env node
// The live-update floor: a bare Node HTTP server (no framework, no database) holding idle
// server-sent-event streams and writing every event to every one of them, as plainly as Node can:
// GET /events answers the headers, `retry:` and a ready message, and keeps the response open;
// POST /fire?id=N (the asset id) queues a `listing` `sold` message of the product's shape and
// answers; the queued messages are written to every open response as one Buffer in one loop
// (those that come meanwhile go in the next). One write per event and socket does not keep up:
// 10,000 sockets at 50 events/s left requests unanswered for minutes on two cores.
// Usage: node bare-events-server.mjs PORT
import http from 'node:http';

const port = Number(process.argv[2]);
const open = new Set();
let eventId = 0;
let pending = [];

function writeAll() {
  const frame = Buffer.from(pending.join(''));
  pending = [];
  for (const stream of open) stream.write(frame);
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.write(`retry: 2000\nid: ${eventId}\ndata: {"topic":"ready","data":{"signed_in":false}}\n\n`);
    open.add(res);
    res.on('close', () => open.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url.startsWith('/fire')) {
    const id = Number(new URL(req.url, 'http://x').searchParams.get('id'));
    eventId += 1;
    pending.push(
      `id: ${eventId}\ndata: {"topic":"listing","data":{"id":${id},"coin":"MDS","price":"1000000000000000000","action":"sold","listing_id":${id}}}\n\n`,
    );
    if (pending.length === 1) setImmediate(writeAll);
    res.end('ok');
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.keepAliveTimeout = 0;
server.requestTimeout = 0;
server.headersTimeout = 0;
server.maxConnections = Infinity;
server.listen(port, '127.0.0.1', 4096, () => process.stdout.write('ready\n'));
