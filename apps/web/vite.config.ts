import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { inlineCss } from './build/inline-css.ts';
import { pagePreloadsPlugin } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { separateBundle } from './build/separate-bundle.ts';

// WalletConnect's provider, with the viem code it uses, in a file of its own that loads when a user
// picks WalletConnect (a chunk of this build would put that viem code in the wallet chunk).
export const walletConnectBundle = separateBundle(
  'walletconnect',
  `${import.meta.dirname}/src/features/auth/wallet/walletconnect-bundle.ts`,
);

// The API server's port; the dev and preview servers forward /api there (same origin for the app).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };
// Chunks that import what they need themselves, with no preload list where they are imported
// (see modulePreload below): what every page load fetches right after its first paint, and the
// market's stats page (rarely opened: its list would sit in the first load of every page).
const SELF_LOADING = /(^|\/)(market-search|notice-banner|stats-strip|market-stats-page)-[^/]+\.js$/;

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: command === 'build' ? { alias: reactRouterProduction } : {},
  plugins: [
    react(),
    tailwindcss(),
    inlineCss(),
    pagePreloadsPlugin(),
    compileHints(),
    precompress(),
    walletConnectBundle,
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The size check (scripts/size.mjs) reads which files each route loads from the manifest.
    manifest: true,
    // A page names all it needs in its HTML (build/page-preloads.ts); what loads just after the
    // first paint (the market's search field and stats strip, the site's notice banner) imports
    // what it needs itself instead of adding preload links to the page.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && SELF_LOADING.test(file) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // Libraries that change rarely get chunks of their own, so an app release keeps them cached.
        codeSplitting: {
          groups: [
            // Vite's preload helper, which every lazy import uses: with the first chunk, not with
            // the wallet libraries that happen to import lazily too (that would load them first).
            { name: 'react', test: /preload-helper/, priority: 10 },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // zod's configuration goes with zod, so it runs before any chunk builds a schema (see
            // src/lib/zod-without-eval.ts); the shared lazySchema too (no request of its own).
            {
              name: 'data',
              test: /[\\/]node_modules[\\/](@tanstack|zod)[\\/]|[\\/](zod-without-eval|lazy-schema)\.ts$/,
            },
            // eventemitter3 serves both the wallet libraries and the price chart (recharts): a chunk
            // of its own, so a card's page does not load the whole wallet chunk for it (Lighthouse).
            { name: 'eventemitter3', test: /[\\/]node_modules[\\/]eventemitter3[\\/]/, priority: 5 },
            // The rest of what the entry imports statically (the shell, router, API client, shared
            // code): one file, not fourteen (~1-3 KB each), each a request of its own before the app
            // can start.
            {
              name: 'app',
              test: /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/,
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            {
              name: 'wallet',
              test: /[\\/]node_modules[\\/](wagmi|@wagmi|viem|ox|abitype|mipd|zustand|@noble|@scure)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
