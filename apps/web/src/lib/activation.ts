import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Activation, activationSchema } from '@yuanlong/shared/activation';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { apiGet } from './api-client.ts';
import { keepActivationCount, keptSharing } from './confirmations-kept.ts';
import { type LiveStatus, liveStatus } from './live-events.ts';
import { useToken } from './token.ts';
import { USER_QUERY_KEY } from './user-info.ts';

/** How often the status is asked again while the activation waits for its confirmations. */
export const ACTIVATION_POLL_MS = 2000;
/** ...and while the live stream is up (it tells each confirmation): a fallback only. */
export const ACTIVATION_LIVE_POLL_MS = 10_000;
/** Under the user's key: dropped at logout with the rest of the user's data. */
export const ACTIVATION_QUERY_KEY = [...USER_QUERY_KEY, 'activation'] as const;

/** GET /api/user/activation: not activated, activating (confirmations n of N) or activated. */
export function getActivation(signal?: AbortSignal) {
  return apiGet(API_PATHS.activation, { schema: activationSchema, signal });
}

/** While activating: slowly with the live stream up, quickly without it; not otherwise. */
export function activationPollMs(state: Activation['state'] | undefined, live: LiveStatus): number | false {
  if (state !== 'activating') return false;
  return live === 'live' ? ACTIVATION_LIVE_POLL_MS : ACTIVATION_POLL_MS;
}

/** Polls while activating; a user key, so it goes with the session. */
export function activationQueryOptions() {
  return queryOptions({
    queryKey: ACTIVATION_QUERY_KEY,
    queryFn: ({ signal }) => getActivation(signal),
    refetchInterval: (query) => activationPollMs(query.state.data?.state, liveStatus()),
    structuralSharing: keptSharing(keepActivationCount),
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
