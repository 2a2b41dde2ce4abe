import { fileURLToPath } from 'node:url';

/**
 * The production build's aliases that run the app on preact/compat instead of react-dom
 * (about 65 KB gzip lighter on every page's first load). `react` itself goes through
 * react-shim.mjs, which adds what preact/compat lacks. The dev server and the unit
 * tests keep React, for fast refresh and React's own warnings; the browser tests run the build.
 */
const shim = fileURLToPath(new URL('./react-shim.mjs', import.meta.url));
// react-router's package exports only its development build (dev warnings on every route
// match and render); its production build is the same code with them off.
const routerProduction = fileURLToPath(import.meta.resolve('react-router/package.json')).replace(
  /package\.json$/,
  'dist/production/index.mjs',
);

export const reactOnPreact = [
  { find: /^react$/, replacement: shim },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-router$/, replacement: routerProduction },
];
