import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { walletConnectBundle } from './vite.config.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), walletConnectBundle],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // findBy waits up to 15 s on a busy machine (src/test/setup.ts); vitest's 5 s default cut it short.
    testTimeout: 30_000,
  },
});
