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
