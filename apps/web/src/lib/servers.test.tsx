import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';
import { useServers } from './servers.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => queryClient.clear());

describe('the server list on a reload (spec section 9: session storage keeps it)', () => {
  it('is there at once from the session, then as the server answers, and kept again', async () => {
    sessionStorage.setItem('servers', JSON.stringify([{ server_id: 1, name: 'Kept' }]));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 200, msg: 'ok', data: [{ server_id: 2, name: 'Fresh' }] })),
      ),
    );
    const { result } = renderHook(() => useServers(), { wrapper });
    expect(result.current.data).toEqual([{ server_id: 1, name: 'Kept' }]);
    await waitFor(() => expect(result.current.data).toEqual([{ server_id: 2, name: 'Fresh' }]));
    expect(JSON.parse(sessionStorage.getItem('servers')!)).toEqual([{ server_id: 2, name: 'Fresh' }]);
  });
});
