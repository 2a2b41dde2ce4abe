import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The reliability suite has its own config and `npm test` step (vitest.reliability.config.ts).
    exclude: ['test/reliability/**', '**/node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    // Files share a worker's loaded modules instead of importing the app again each (a third less
    // CPU): every file builds its own app, database and chain, and nothing here mocks a module.
    isolate: false,
    testTimeout: 30_000,
    // Starting an app on PostgreSQL (migrations, anvil) took over 60 s at a load of 20 on two cores.
    hookTimeout: 120_000,
  },
});
