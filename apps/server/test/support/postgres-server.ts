import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  /** Connection URL of the `postgres` database, for creating test databases. */
  url: string;
  stop(): void;
  /** Stops the server like a crash (immediate: no checkpoint, connections cut) and keeps its data. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port and data (returns once it accepts connections). */
  resume(): Promise<void>;
}

/** The folder holding initdb/pg_ctl: PG_BIN, then PATH, then Debian's layout. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.PG_BIN, ...(env.PATH ?? '').split(':')];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort().reverse())
      candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find(
    (dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder on 127.0.0.1 (initdb + pg_ctl).
 * As root it runs the binaries as the `postgres` user, since PostgreSQL refuses root.
 */
export async function startPostgres(
  bin: string,
  /** Extra server settings, e.g. `{ shared_buffers: '1GB' }` for a benchmark. */
  settings: Record<string, string> = {},
): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv as string[], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300${extra.join('')}`;
  const startArgs = ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'];
  run('pg_ctl', startArgs);
  // Without blocking the event loop, so that requests keep coming while it is down.
  const runAsync = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    return new Promise<void>((resolve, reject) =>
      execFile(file, argv as string[], (error, stdout, stderr) =>
        error ? reject(new Error(`${cmd} failed: ${stderr || stdout}`)) : resolve(),
      ),
    );
  };
  return {
    halt: () => runAsync('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
