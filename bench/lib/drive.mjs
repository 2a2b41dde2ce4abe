// What the HTTP benchmarks share: a fresh `bench` database, and a load run that reports the CPU
// the measured processes spent per answer.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { withCpu } from './cpu-time.mjs';
import { run } from './processes.mjs';

/** Creates the `bench` database on a throwaway PostgreSQL (its admin URL). */
export async function createBenchDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
}

/**
 * After a bulk seed: PostgreSQL's checkpoint and the kernel's write-back of the seed's dirty pages
 * (gigabytes) would otherwise run during the measurement and cost every process there CPU.
 */
export async function settle(databaseUrl) {
  const dirty = () => Number(/Dirty:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0);
  const before = dirty();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('checkpoint');
  await client.end();
  execFileSync('sync');
  console.log(
    `Seed settled: checkpoint and sync (dirty pages ${Math.round(before / 1024)} MB → ${Math.round(dirty() / 1024)} MB).`,
  );
}

/**
 * Drives a server with bench/lib/http-load.mjs pinned to `cpu`; the result gains `cpuUs`: the
 * CPU µs per answer of the processes each picker picks.
 */
export async function drive(root, { port, paths, pickers, connections, seconds, cpu, headers = {} }) {
  const args = JSON.stringify({ port, paths, connections, seconds, warmup: 3, headers });
  const measured = await withCpu(pickers, async () =>
    JSON.parse(await run('node', [join(root, 'bench/lib/http-load.mjs'), args], { cpu })),
  );
  const { result } = measured;
  result.cpuUs = Object.fromEntries(
    Object.entries(measured.cpu).map(([k, ms]) => [k, Math.round((ms * 1000) / result.answered)]),
  );
  return result;
}
