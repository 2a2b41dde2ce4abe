import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { startLiveEvents } from '../lib/live-events.ts';
import { queryClient } from '../lib/query-client.ts';
import { getToken, subscribeToken } from '../lib/token.ts';
import { TranslationProvider } from '../lib/translation.tsx';
import { USER_QUERY_KEY } from '../lib/user-info.ts';
import { applyLiveUpdate } from './live-updates.ts';

/**
 * Query client and i18n for the whole app; the signed-in user's data goes with the token. The
 * wallet's context is not here: components that use the wallet sit in a WithWallet, which loads
 * the wallet libraries when one is first on screen.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      subscribeToken(() => {
        // Logged out: the user's data goes. Another account signed in: it is loaded afresh.
        if (getToken()) void queryClient.resetQueries({ queryKey: USER_QUERY_KEY });
        else queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      }),
    [],
  );
  // One live-update stream for the whole app (GET /api/events) feeding the query caches.
  useEffect(() => startLiveEvents((message) => applyLiveUpdate(queryClient, message)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TranslationProvider>{children}</TranslationProvider>
    </QueryClientProvider>
  );
}
