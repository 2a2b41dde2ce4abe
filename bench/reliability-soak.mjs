#!/usr/bin/env node
// The reliability suite's heavy figures (npm run bench:reliability): the same tests as
// `npm run test:reliability`, with the soak numbers instead of the CI ones:
//   API_KILLS=100      the API process SIGKILLed 100 times during purchases and withdrawals
//   FUZZ_RUNS=500      500 hostile requests per OpenAPI operation and database, a fresh seed
// plus the PostgreSQL crash under load, the two-instance leader handover and the 1,000 buyers.
// Prints each test's figures line and the pass/fail summary; exits non-zero on a failure.
// Options: --kills N, --fuzz-runs N, --seed S.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '100' },
    'fuzz-runs': { type: 'string', default: '500' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000_000) },
  },
});
const files = ['api-kill', 'api-fuzz', 'postgres-restart', 'two-instances', 'market-race', 'withdraw-race'];
const FIGURES =
  /^(API SIGKILL|fuzz on|fuzz failure|PostgreSQL restart|leader handover)|(✓|×|Tests |Test Files)/;

const started = Date.now();
const child = spawn(
  'npx',
  ['vitest', 'run', '--config', 'apps/server/vitest.reliability.config.ts', '--reporter=verbose', ...files],
  {
    cwd: root,
    env: {
      ...process.env,
      API_KILLS: values.kills,
      API_KILL_BUDGET_MS: String(Number(values.kills) * 15_000),
      FUZZ_RUNS: values['fuzz-runs'],
      FUZZ_SEED: values.seed,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const figures = [];
let buffer = '';
child.stdout.on('data', (chunk) => {
  buffer += chunk;
  const lines = buffer.split('\n');
  buffer = lines.pop() ?? '';
  for (const raw of lines) {
    const line = stripVTControlCharacters(raw).trim();
    if (FIGURES.test(line)) {
      figures.push(line);
      console.log(line);
    }
  }
});
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
console.log(
  `\nreliability soak: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log('figures:');
for (const line of figures.filter((l) => /^(API SIGKILL|fuzz on|PostgreSQL restart|leader handover)/.test(l)))
  console.log(`  ${line}`);
process.exit(code);
