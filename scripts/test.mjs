// `npm test`: every check and test of every workspace, browser tests included; non-zero on any failure.
import { run } from './lib.mjs';

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

const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args);
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (code !== 0) failed.push(name);
}

console.log(`\n${steps.length - failed.length} passed, ${failed.length} failed (test steps)`);
process.exit(failed.length === 0 ? 0 : 1);
