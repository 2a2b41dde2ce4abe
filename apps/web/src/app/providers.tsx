import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { USER_QUERY_KEY } from '../features/account/api/get-user-info.ts';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { getToken, subscribeToken } from '../lib/token.ts';

/** Query client and i18n for the whole app; the signed-in user's data goes with the token. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      subscribeToken(() => {
        if (!getToken()) queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
