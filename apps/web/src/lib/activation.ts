import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Activation, activationSchema } from '@yuanlong/shared/activation';
import { apiGet } from './api-client.ts';
import { useToken } from './token.ts';
import { USER_QUERY_KEY } from './user-info.ts';

/** How often the status is asked again while the activation waits for its confirmations. */
export const ACTIVATION_POLL_MS = 2000;

/** GET /api/user/activation: not activated, activating (confirmations n of N) or activated. */
export function getActivation(signal?: AbortSignal) {
  return apiGet('/api/user/activation', { schema: activationSchema, signal });
}

/** Polls while activating; a user key, so it goes with the session. */
export function activationQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'activation'],
    queryFn: ({ signal }) => getActivation(signal),
    refetchInterval: (query) => (query.state.data?.state === 'activating' ? ACTIVATION_POLL_MS : false),
  });
}

/** The signed-in user's activation; idle while logged out. */
export function useActivation() {
  const token = useToken();
  return useQuery({ ...activationQueryOptions(), enabled: Boolean(token) });
}

/**
 * Whether the account may trade, as far as the page knows: true or false once the status is in,
 * undefined before (or when it could not load): the server decides then.
 */
export function isActivated(activation: Pick<Activation, 'state'> | undefined): boolean | undefined {
  return activation === undefined ? undefined : activation.state === 'activated';
}
