#!/usr/bin/env node
// What one fund-password check costs: argon2id verify with the product's parameters
// (apps/server/src/lib/passwords.ts) and OWASP's equivalent alternatives, on the CPUs this process
// may use (the benchmark pins it like the server). Per parameter set: one verify's wall time
// alone, its CPU time, verifies/s with many at once (libuv's thread pool, as the server runs
// them), and the event loop's worst delay meanwhile (the verify runs off the main thread).
// Usage: node --import tsx argon2-cost.mjs [N]. Prints JSON.
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hash, verify } from '@node-rs/argon2';

const { ARGON2_OPTIONS } = await import(join(import.meta.dirname, '../../apps/server/src/lib/passwords.ts'));
const n = Number(process.argv[2] ?? 12);
const password = 'Fund-Password-7';
const sets = [
  { name: 'product', ...ARGON2_OPTIONS },
  { name: 'OWASP m=46 MiB t=1', memoryCost: 47_104, timeCost: 1, parallelism: 1 },
  { name: 'OWASP m=19 MiB t=2', memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  { name: 'OWASP m=12 MiB t=3', memoryCost: 12_288, timeCost: 3, parallelism: 1 },
  { name: 'OWASP m=7 MiB t=5', memoryCost: 7_168, timeCost: 5, parallelism: 1 },
  { name: 'floor m=8 KiB t=1', memoryCost: 8, timeCost: 1, parallelism: 1 },
];
const cpuMs = (since) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};
const results = [];
for (const { name, ...options } of sets) {
  const stored = await hash(password, options);
  await verify(stored, password);
  let started = performance.now();
  let cpu = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await verify(stored, password);
  const wallMs = (performance.now() - started) / n;
  const cpuPerVerifyMs = cpuMs(cpu) / n;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  started = performance.now();
  cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: n * 2 }, () => verify(stored, password)));
  const parallelS = (performance.now() - started) / 1000;
  delay.disable();
  results.push({
    name,
    m: options.memoryCost,
    t: options.timeCost,
    p: options.parallelism,
    wallMs: +wallMs.toFixed(1),
    cpuMs: +cpuPerVerifyMs.toFixed(1),
    perSecond: +((n * 2) / parallelS).toFixed(1),
    loopDelayMaxMs: +(delay.max / 1e6).toFixed(1),
  });
}
process.stdout.write(JSON.stringify(results));
