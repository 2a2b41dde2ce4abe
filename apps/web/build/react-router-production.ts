import { fileURLToPath } from 'node:url';

/**
 * react-router's package exports only its development build (dev warnings on every route match
 * and render); its production build is the same code with them off. `vite build` takes that one.
 */
const routerProduction = fileURLToPath(import.meta.resolve('react-router/package.json')).replace(
  /package\.json$/,
  'dist/production/index.mjs',
);

export const reactRouterProduction = [{ find: /^react-router$/, replacement: routerProduction }];
