import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { findFoundryBinary } from '../scripts/foundry-bin.mjs';

/** How to run the local dev chain. */
export interface AnvilOptions {
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Chain state file: loaded at start when it exists, dumped on stop and every `stateInterval` s. */
  stateFile: string;
  /** Seconds between periodic state dumps, so a hard kill loses at most that much (default 5). */
  stateInterval?: number;
  /** Mine a block every N seconds (interval mining) instead of one block per transaction. */
  blockTime?: number;
  /** Chain id of a new chain (default anvil's 31337; a loaded state keeps its own). */
  chainId?: number;
  /** Path of the anvil binary (default: ANVIL_PATH, the npm-shipped binary, then PATH). */
  anvilPath?: string;
  /** How long to wait for the RPC to answer (default 15 s). */
  startTimeoutMs?: number;
}

/** A running anvil. */
export interface RunningAnvil {
  rpcUrl: string;
  chainId: number;
  pid: number;
  /** Last lines anvil printed (for diagnostics). */
  output(): string;
  /** Sends SIGTERM (anvil dumps its state) and waits for the process to exit. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const OUTPUT_LIMIT = 16_384;

/** Starts anvil (the binary itself, not an npx wrapper) and resolves once its RPC answers. */
export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const binary = options.anvilPath ?? findFoundryBinary('anvil');
  if (!(await isPortFree(options.port))) throw new Error(`anvil: port ${options.port} on ${HOST} is in use`);
  const args = [
    '--host',
    HOST,
    '--port',
    String(options.port),
    '--state',
    options.stateFile,
    '--state-interval',
    String(options.stateInterval ?? 5),
  ];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.chainId !== undefined) args.push('--chain-id', String(options.chainId));

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  // Always drained: anvil logs every RPC call, and a full pipe would block it.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });

  const rpcUrl = `http://${HOST}:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  try {
    for (;;) {
      if (spawnError) throw new Error(`anvil: could not start ${binary}: ${spawnError.message}`);
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`anvil exited during start (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
      const chainId = await readChainId(rpcUrl);
      if (chainId !== undefined) {
        return {
          rpcUrl,
          chainId,
          pid: child.pid ?? -1,
          output: () => output,
          stop: () => stop(child, exited),
        };
      }
      if (Date.now() > deadline) throw new Error(`anvil: no RPC answer on ${rpcUrl} in time:\n${output}`);
      await sleep(50);
    }
  } catch (error) {
    await stop(child, exited);
    throw error;
  }
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { result?: string };
    return body.result ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    // Not listening yet.
    return undefined;
  }
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
