#!/usr/bin/env node
// A small HTTP/1.1 load generator (autocannon is not installed here): N keep-alive connections,
// each sending the next path of a list as soon as the previous answer is complete, for a fixed
// time. Raw sockets and a minimal response parser keep its own cost low. Prints JSON:
// requests/s, latency percentiles (ms), non-200 count, and per-path latency.
// Usage: node http-load.mjs '{"port":8080,"paths":["/a","/b"],"connections":50,"seconds":15,"warmup":3,
// "headers":{"accept-encoding":"br"}}'
import net from 'node:net';

const {
  host = '127.0.0.1',
  port,
  paths,
  connections = 50,
  seconds = 15,
  warmup = 3,
  headers = {},
} = JSON.parse(process.argv[2]);
const extraHeaders = Object.entries(headers)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');
const HEADER_END = Buffer.from('\r\n\r\n');
const latencies = [];
const perPath = paths.map(() => []);
let errors = 0;
let answered = 0; // every answer, warm-up included (for CPU per request)
let measuring = false;
let stopped = false;
let next = 0;

function connection() {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = 0n;
    let pathIndex = 0;
    const send = () => {
      if (stopped) return socket.end(resolve);
      pathIndex = next++ % paths.length;
      started = process.hrtime.bigint();
      socket.write(
        `GET ${paths[pathIndex]} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: keep-alive\r\n${extraHeaders}\r\n`,
      );
    };
    socket.on('connect', send);
    socket.on('error', () => {
      errors += 1;
      resolve();
    });
    socket.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      const headerEnd = buffer.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = buffer.subarray(0, headerEnd).toString('latin1');
      const length = /transfer-encoding:\s*chunked/i.test(head)
        ? chunkedLength(buffer, headerEnd + 4)
        : Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (length < 0 || buffer.length < headerEnd + 4 + length) return;
      buffer = buffer.subarray(headerEnd + 4 + length);
      answered += 1;
      if (measuring) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        latencies.push(ms);
        perPath[pathIndex].push(ms);
        if (!head.startsWith('HTTP/1.1 200')) errors += 1;
      }
      send();
    });
  });
}

/** The length of a complete chunked body starting at `from`, or -1 while it is incomplete. */
function chunkedLength(buffer, from) {
  let at = from;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return -1;
    const size = Number.parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return -1;
    if (size === 0) return at - from;
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
const summary = (values, secondsRun) => {
  const sorted = Float64Array.from(values).sort();
  return {
    requests: sorted.length,
    rps: Math.round(sorted.length / secondsRun),
    p50: +percentile(sorted, 0.5).toFixed(2),
    p90: +percentile(sorted, 0.9).toFixed(2),
    p99: +percentile(sorted, 0.99).toFixed(2),
    max: +percentile(sorted, 1).toFixed(2),
  };
};

const running = Array.from({ length: connections }, connection);
setTimeout(() => {
  measuring = true;
  const from = process.hrtime.bigint();
  setTimeout(async () => {
    measuring = false;
    const secondsRun = Number(process.hrtime.bigint() - from) / 1e9;
    stopped = true;
    await Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, 2_000))]);
    const result = summary(latencies, secondsRun);
    result.errors = errors;
    result.answered = answered;
    result.paths = paths.map((path, i) => ({ path, ...summary(perPath[i], secondsRun) }));
    process.stdout.write(JSON.stringify(result));
    process.exit(0);
  }, seconds * 1000);
}, warmup * 1000);
