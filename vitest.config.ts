import { defineConfig } from 'vitest/config';

// One vitest run over every workspace that has unit or integration tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'packages/chain'],
  },
});
