// Child processes for benchmarks: start (optionally pinned to a CPU), wait for readiness, stop.
import { spawn } from 'node:child_process';

/** True once a child has ended (by exiting or by a signal). */
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

/** Spawns a command; `cpu` pins it with taskset when available. Output is kept for errors. */
export function start(command, args, { cpu, env, cwd } = {}) {
  const [file, argv] =
    cpu === undefined ? [command, args] : ['taskset', ['-c', String(cpu), command, ...args]];
  const child = spawn(file, argv, {
    env: { ...process.env, ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  child.stdout.on('data', (d) => (child.output += d));
  child.stderr.on('data', (d) => (child.output += d));
  return child;
}

/** Runs a command to its end; resolves with its stdout, rejects with its output on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, options);
    let stdout = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      if (options.echo) process.stdout.write(d);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} failed:\n${child.output}`)),
    );
  });
}

/** Polls a URL until it answers 200 (or the process dies, or the time is up). */
export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended(child)) throw new Error(`process exited:\n${child.output}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready:\n${child.output}`);
}

/** Stops a child process and waits for it to exit. */
export function stop(child) {
  if (!child || ended(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
