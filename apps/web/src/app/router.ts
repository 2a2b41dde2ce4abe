import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { endFirstLoad } from '../lib/use-after-paint.ts';
import { routes } from './routes.tsx';

/** The app's router; navigations started outside React (the API client's 401) go through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  // Any navigation (a link, back, the API client) changes the location's key.
  const firstKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === firstKey) return;
    endFirstLoad();
    unsubscribe();
  });
  return router;
}

/** As much of the router as firstPageReady reads. */
interface FirstLoadingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has its first page (the guard and the page's chunk loaded), or after
 * `ms`, whichever comes first.
 */
export function firstPageReady(router: FirstLoadingRouter, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
