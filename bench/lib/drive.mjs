// What the HTTP benchmarks share: a fresh `bench` database, and a load run that reports the CPU
// the measured processes spent per answer.
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
