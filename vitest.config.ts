import { defineConfig } from 'vitest/config';

// One vitest run over every workspace that has unit or integration tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'packages/chain'],
    // Vitest's default on two cores is one worker, which leaves a core idle while a test waits
    // on PostgreSQL, anvil or the disk.
    maxWorkers: 2,
  },
});
