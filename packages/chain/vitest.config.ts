import { defineConfig } from 'vitest/config';

// TypeScript side only (src/*.test.ts); the Solidity tests run with forge (npm test).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
