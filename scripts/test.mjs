// `npm test`: every check and test of every workspace, browser tests included; non-zero on any failure.
// A failed step's last lines are printed again at the end: a CI log's tail names what failed.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { root } from './lib.mjs';

/** How many of a step's last output lines are kept, to be printed again if it fails. */
const TAIL_LINES = 80;

const steps = [
  ['types and lint', 'npm', ['run', 'check', '--silent']],
  ['first-load size of the web pages (builds the web app)', 'npm', ['run', 'size', '--silent']],
  ['unit and integration tests (PGlite and PostgreSQL)', 'npx', ['vitest', 'run']],
  ['reliability and security suite', 'npm', ['run', 'test:reliability', '--silent']],
  [
    'contracts (forge: unit, fuzz, invariant)',
    'npm',
    ['test', '--silent', '-w', '@yuanlong/chain', '--if-present'],
  ],
  ['browser tests (Playwright, headless Chromium)', 'npm', ['test', '--silent', '-w', '@yuanlong/e2e']],
];

/** Runs a step with its output passed through as it comes; resolves with its exit code and last lines. */
function runStep(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = [];
    // Each stream's unfinished last line waits for the rest of it.
    const keeper = () => {
      let pending = '';
      return (chunk, end = false) => {
        // Without colour codes, and progress rewrites as lines, so that the lines read in a log.
        const lines = (pending + stripVTControlCharacters(chunk.toString('utf8'))).split(/\r?\n|\r/);
        pending = end ? '' : (lines.pop() ?? '');
        tail = [...tail, ...lines.filter((line) => line.trim() !== '')].slice(-TAIL_LINES);
      };
    };
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      const keep = keeper();
      from.on('data', (chunk) => {
        to.write(chunk);
        keep(chunk);
      });
      from.on('end', () => keep('', true));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail }));
  });
}

const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { code, tail } = await runStep(command, args);
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (code !== 0) failed.push({ name, tail });
}

for (const { name, tail } of failed) {
  console.log(`\n━━ FAILED: ${name}: its last ${tail.length} lines ━━\n${tail.join('\n')}`);
}
console.log(
  `\n${steps.length - failed.length} passed, ${failed.length} failed (test steps)${failed.length ? `: ${failed.map((f) => f.name).join('; ')}` : ''}`,
);
process.exit(failed.length === 0 ? 0 : 1);
