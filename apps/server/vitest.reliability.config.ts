import { defineConfig } from 'vitest/config';

/**
 * The reliability and security suite (`npm run test:reliability`): the product's promises about
 * money, sign-in, faults and hostile input as runnable tests, on PostgreSQL and, where cheap, PGlite.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['test/reliability/**/*.test.ts'],
    // Two files at a time, as the unit suite runs (Vitest's default on two cores is one): most of
    // the suite waits on processes it starts, killed and restarted (the API, PostgreSQL, the chain).
    maxWorkers: 2,
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
