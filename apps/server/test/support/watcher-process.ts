import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TestChain } from './chain.ts';

const CHILD = path.join(import.meta.dirname, 'watcher-child.ts');
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** What a child printed: a step and, for batches, its block range. */
export interface Step {
  step: 'ready' | 'committing' | 'hanging' | 'applied';
  from?: number;
  to?: number;
}

/**
 * A chain watcher in a child process (watcher-child.ts, run with tsx), optionally told to stop
 * inside the transaction of the batch reaching `hangAtBlock`; gives its steps as they come.
 */
export function spawnWatcher(chain: TestChain, databaseUrl: string, hangAtBlock: number | undefined) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WATCHER_DATABASE_URL: databaseUrl,
      WATCHER_RPC_URL: chain.rpcUrl,
      WATCHER_CONTRACTS: JSON.stringify(chain.contracts),
      ...(hangAtBlock === undefined ? {} : { WATCHER_HANG_AT_BLOCK: String(hangAtBlock) }),
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const steps: Step[] = [];
  const listeners = new Set<(step: Step) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const step = JSON.parse(line) as Step;
    steps.push(step);
    for (const listener of listeners) listener(step);
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return {
    child,
    steps,
    exited,
    stderr: () => stderr,
    /** Resolves with the first step from now on that matches (undefined if the child exits first). */
    until: (match: (step: Step) => boolean) =>
      new Promise<Step | undefined>((resolve) => {
        const listener = (step: Step) => {
          if (!match(step)) return;
          listeners.delete(listener);
          resolve(step);
        };
        listeners.add(listener);
        void exited.then(() => resolve(undefined));
      }),
  };
}
