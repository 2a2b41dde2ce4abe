// CPU time of processes (Linux /proc), so a benchmark can print CPU per request: unlike req/s,
// it hardly changes when other work shares the machine.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Milliseconds of CPU (user + system) used so far by the processes `test` picks. */
export function cpuMs(test) {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (test(Number(pid), Number(fields[1]))) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux.
}

/** A picker of one process by id. */
export const processPicker = (pid) => (candidate) => candidate === pid;

/** A picker of a PostgreSQL server's processes (the postmaster and its children). */
export async function postgresPicker(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`select setting from pg_settings where name = 'data_directory'`);
  await client.end();
  const postmaster = Number(readFileSync(`${rows[0].setting}/postmaster.pid`, 'utf8').split('\n')[0]);
  return (pid, parent) => pid === postmaster || parent === postmaster;
}

/** Runs `work` and returns its result with the CPU ms each picker's processes used meanwhile. */
export async function withCpu(pickers, work) {
  const before = Object.fromEntries(Object.entries(pickers).map(([k, pick]) => [k, cpuMs(pick)]));
  const result = await work();
  const cpu = Object.fromEntries(Object.entries(pickers).map(([k, pick]) => [k, cpuMs(pick) - before[k]]));
  return { result, cpu };
}
