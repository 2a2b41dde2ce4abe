import type { QueryClient } from '@tanstack/react-query';

/**
 * `work` for a query client, run `ms` after the first of the calls that come meanwhile: live
 * events that arrive together (a seller's bulk listing, a bidding war) cause one reload of the
 * grids, not one each.
 */
export function coalescedPerClient(
  ms: number,
  work: (client: QueryClient) => void,
): (client: QueryClient) => void {
  const due = new WeakSet<QueryClient>();
  return (client) => {
    if (due.has(client)) return;
    due.add(client);
    setTimeout(() => {
      due.delete(client);
      work(client);
    }, ms);
  };
}
