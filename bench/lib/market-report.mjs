// Prints the market benchmark's figures and writes them to bench/results/market-list.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMBINATIONS } from './market-mix.mjs';

const cpu = (r) =>
  r.cpuUs
    ? `  CPU/req: ${Object.entries(r.cpuUs)
        .map(([k, us]) => `${k} ${us} µs`)
        .join(', ')}`
    : '';
const row = (name, r) =>
  `${name.padEnd(44)} ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  errors ${r.errors ?? 0}${cpu(r)}`;

export function report(root, { floor, runs, plans, meta }) {
  console.log('\nPostgreSQL plans of the page queries (EXPLAIN ANALYZE, one run each, 1 connection):');
  for (const [i, p] of plans.entries()) {
    const figures = `${String(p.buffers).padStart(5)} buffers ${p.ms.toFixed(2).padStart(7)} ms`;
    console.log(`  ${COMBINATIONS[i].label.padEnd(36)} ${p.index.padEnd(34)} ${figures}`);
  }
  console.log(`\n${row('bare Fastify, same-size JSON', floor)}`);
  for (const r of runs) {
    console.log(row(r.name, r.result));
    if (r.perPath)
      for (const [i, p] of r.result.paths.entries()) console.log(`  ${row(COMBINATIONS[i].label, p)}`);
  }
  console.log(
    `\nload average ${meta.loadAverage.map((l) => l.toFixed(1)).join(' ')} (other work on the machine)`,
  );
  console.log('ratio to bare Fastify (goal ≥ 0.5) and p99 (goal ≤ 25 ms):');
  for (const r of runs) {
    console.log(
      `  ${r.name.padEnd(44)} ratio ${(r.result.rps / floor.rps).toFixed(2)}   p99 ${r.result.p99} ms`,
    );
  }
  if (meta.seedSeconds)
    console.log(`\nseed of ${meta.assets.toLocaleString('en')} assets: ${meta.seedSeconds.toFixed(0)} s`);
  const results = {
    ...meta,
    date: new Date().toISOString(),
    floor,
    runs: runs.map((r) => ({
      name: r.name,
      ratio: r.result.rps / floor.rps,
      ...r.result,
      paths: r.perPath ? r.result.paths : undefined,
    })),
    plans: plans.map((p, i) => ({ label: COMBINATIONS[i].label, ...p })),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/market-list.json'), `${JSON.stringify(results, null, 2)}\n`);
}
