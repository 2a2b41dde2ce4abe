import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

// Workers load this file again; the port and data folder chosen by the runner reach them
// through the environment, so every process talks to the same product.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yl-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'market', testIgnore: /admin\.spec\.ts$/ },
    // The operators' console changes market-wide settings for a while (the sale fee, withdrawal
    // hold thresholds) that other tests' purchases and withdrawals would meet: it runs after them
    // (alone: `npx playwright test tests/admin.spec.ts --no-deps`).
    { name: 'operators', testMatch: /admin\.spec\.ts$/, dependencies: ['market'] },
  ],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The product as `npm start` runs it, on a free port with a fresh data folder.
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${baseURL}/api/ready`,
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      IP_LIMITS_MULTIPLIER: '20',
      // Sign-in offers WalletConnect (its relay is answered by the test: walletconnect.spec.ts).
      WALLETCONNECT_PROJECT_ID: 'e2eWalletConnectProject0',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
