import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeSchema } from '@yuanlong/shared/card';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/level/fee: the market's sale fee in basis points (taken from the seller's proceeds). */
export function getSaleFee(signal?: AbortSignal) {
  return apiGet('/api/level/fee', { schema: feeSchema, signal });
}

export function saleFeeQueryOptions() {
  return queryOptions({
    queryKey: ['market-fee'],
    queryFn: ({ signal }) => getSaleFee(signal),
    staleTime: 10 * 60_000,
  });
}

export function useSaleFee() {
  return useQuery(saleFeeQueryOptions());
}

/** The fee of a sale: floor(price × bps / 10000), as the server computes it. */
export function saleFeeOf(price: bigint, feeBps: number): bigint {
  return (price * BigInt(feeBps)) / 10_000n;
}
