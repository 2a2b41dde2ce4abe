import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findFreePort } from '@yuanlong/chain/anvil';
import * as esbuild from 'esbuild';
import type { TestChain } from './chain.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
// Inside node_modules, so that the bundle's external packages resolve as from the server's sources.
const BUNDLE = path.join(ROOT, 'apps/server/node_modules/.cache/yl-api/main.mjs');

// Spelled apart: the test runner's own transform rewrites that expression even inside strings.
const META = ['import', 'meta'].join('.');

let bundled: Promise<string> | undefined;
/**
 * src/main.ts and the workspace packages bundled into one file (npm packages stay external), built
 * once per test process: it starts in a fraction of the time tsx needs to compile every source.
 * `import.meta.dirname`/`url` keep pointing at each source's own folder (migrations, word lists).
 */
export function apiBundle(): Promise<string> {
  bundled ??= esbuild
    .build({
      entryPoints: [MAIN],
      outfile: BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [
        {
          name: 'npm-packages-external',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@yuanlong/') ? undefined : { external: true },
            );
            build.onLoad({ filter: /\.ts$/ }, (args) => ({
              loader: 'ts',
              contents: fs
                .readFileSync(args.path, 'utf8')
                .replaceAll(`${META}.dirname`, JSON.stringify(path.dirname(args.path)))
                .replaceAll(`${META}.url`, JSON.stringify(pathToFileURL(args.path).href)),
            }));
          },
        },
      ],
    })
    .then(() => BUNDLE);
  return bundled;
}

/**
 * The product's server (src/main.ts) in a process of its own: for kill tests. On PostgreSQL (the
 * test shares the database with it while it runs) or on PGlite (its folder, `DATA_DIR`: the
 * process holds it alone, so the test opens it only between processes).
 */
export interface ApiProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves once /api/health answers (rejects if the process exits first). */
  ready: Promise<void>;
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Writes the test chain's addresses for CONTRACTS_FILE; returns the chain environment of a server. */
export function chainEnv(chain: TestChain): Record<string, string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yl-api-')), 'addresses.json');
  fs.writeFileSync(file, JSON.stringify(chain.contracts));
  return { CHAIN_RPC_URL: chain.rpcUrl, CHAIN_ID: String(chain.chainId), CONTRACTS_FILE: file };
}

export async function spawnApi(
  database: string | { dataDir: string },
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const location =
    typeof database === 'string'
      ? { DATABASE_URL: database }
      : { DATABASE_URL: undefined, DATA_DIR: database.dataDir };
  const [port, bundle] = await Promise.all([findFreePort(), apiBundle()]);
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...location,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    let gone = false;
    void exited.then(() => {
      gone = true;
    });
    for (;;) {
      if (gone) throw new Error(`the API process exited before it was ready: ${stderr}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    child,
    port,
    url,
    ready,
    exited,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
