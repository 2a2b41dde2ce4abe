#!/usr/bin/env node
// The purchase benchmark's HTTP load: N keep-alive connections, each POSTing /api/card/buy as
// soon as its previous answer is complete, buyers and listings as buy-plan.mjs hands them out.
// Raw sockets and a minimal response parser, like http-load.mjs, keep its own cost low.
// Usage: node buy-load.mjs PLAN_FILE (JSON: port, buyers, listings, password, connections,
// seconds, warmup, raceShare). Prints the tally (buy-plan.mjs) as JSON.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { addressOf, buyBody, createPlan, runPurchases } from './buy-plan.mjs';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { port, host = '127.0.0.1', connections } = plan;
const next = createPlan(plan);
const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection: send(request text) → the answer's HTTP status. */
function connect(_, c) {
  const socket = net.connect({ host, port, localAddress: addressOf(c) });
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let waiting;
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const headerEnd = buffer.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = buffer.subarray(0, headerEnd).toString('latin1');
    const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < headerEnd + 4 + length) return;
    buffer = buffer.subarray(headerEnd + 4 + length);
    const resolve = waiting;
    waiting = undefined;
    resolve?.(Number(head.slice(9, 12)));
  });
  socket.on('error', () => waiting?.(0));
  socket.on('close', () => waiting?.(0));
  return {
    send(text) {
      return new Promise((resolve) => {
        waiting = resolve;
        socket.write(text);
      });
    },
    end: () => socket.end(),
  };
}

const sockets = Array.from({ length: connections }, connect);
let turn = 0;
const result = await runPurchases({
  next: (c) => {
    const step = next(c);
    if (step) step.connection = c;
    return step;
  },
  connections,
  seconds: plan.seconds,
  warmup: plan.warmup,
  buy: ({ buyer, listing, connection }) => {
    turn += 1;
    const body = JSON.stringify(buyBody(listing, plan.password));
    return sockets[connection].send(
      `POST /api/card/buy HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: keep-alive\r\n` +
        `Authorization: Bearer ${buyer.token}\r\nServerid: ${listing.serverId}\r\nLanguage: EN-US\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  },
});
for (const s of sockets) s.end();
process.stdout.write(JSON.stringify({ ...result, sent: turn }));
process.exit(0);
