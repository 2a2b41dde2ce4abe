import { useMutation, useQuery } from '@tanstack/react-query';
import { feeSchema } from '@yuanlong/shared/card';
import {
  type AcceptOfferBody,
  acceptResultSchema,
  assetOffersSchema,
  type MakeOfferBody,
  myOffersSchema,
  offerSchema,
  portfolioSchema,
} from '@yuanlong/shared/offers';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

const OFFERS_KEY = ['offers'] as const;

/** GET /api/offers/asset/{id}: the open offers the asset can be sold to. */
export function useAssetOffers(assetId: number, signedIn: boolean) {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'asset', assetId, signedIn],
    queryFn: ({ signal }) => apiGet(`/api/offers/asset/${assetId}`, { schema: assetOffersSchema, signal }),
  });
}

/** GET /api/user/offers: made and received. */
export function useMyOffers() {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'mine'],
    queryFn: ({ signal }) => apiGet('/api/user/offers', { schema: myOffersSchema, signal }),
  });
}

/** GET /api/user/portfolio. */
export function usePortfolio() {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'portfolio'],
    queryFn: ({ signal }) => apiGet('/api/user/portfolio', { schema: portfolioSchema, signal }),
  });
}

/** After any offer change: offers, balances, my assets, the asset's page and the market load again. */
function refresh(assetId?: number | null) {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.market }),
    assetId ? queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(assetId) }) : undefined,
  ]);
}

export function useMakeOffer() {
  return useMutation({
    mutationFn: ({ serverId, ...body }: MakeOfferBody & { serverId?: number }) =>
      apiPost('/api/offers', { body, schema: offerSchema, serverId }),
    onSettled: (_r, _e, body) => refresh(body.asset_id),
  });
}

export function useCancelOffer() {
  return useMutation({
    mutationFn: (id: number) => apiPost(`/api/offers/${id}/cancel`, { schema: offerSchema }),
    onSettled: (offer) => refresh(offer?.asset_id),
  });
}

export function useAcceptOffer() {
  return useMutation({
    mutationFn: ({ id, body, serverId }: { id: number; body: AcceptOfferBody; serverId?: number }) =>
      apiPost(`/api/offers/${id}/accept`, { body, schema: acceptResultSchema, serverId }),
    onSettled: (_r, _e, { body }) => refresh(body.asset_id),
  });
}

/** GET /api/level/fee: the sale fee an accepted offer pays, like a market sale. */
export function useSaleFeeBps() {
  return useQuery({
    queryKey: ['market-fee'],
    queryFn: ({ signal }) => apiGet('/api/level/fee', { schema: feeSchema, signal }),
    staleTime: 10 * 60_000,
  }).data?.fee_bps;
}
