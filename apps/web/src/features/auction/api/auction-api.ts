import { useQuery } from '@tanstack/react-query';
import { type AuctionDetail, auctionDetailSchema, auctionPageSchema } from '@yuanlong/shared/auction';
import { auctionReportSchema } from '@yuanlong/shared/auction-report';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** How often an auction on screen is read again (bids, the lock) while its page is open. */
const AUCTION_REFRESH_MS = 4000;

export const AUCTION_KEYS = {
  all: ['auction'] as const,
  ofAsset: (assetId: number) => ['auction', 'asset', assetId] as const,
  mine: ['auction', 'mine'] as const,
};

/** The open or locked auction of a game asset, with its bids; null when it has none. */
export async function getAuctionOfAsset(
  assetId: number,
  signal?: AbortSignal,
): Promise<AuctionDetail | null> {
  const page = await apiGet(`/api/auctions?asset_id=${assetId}&size=1`, {
    schema: auctionPageSchema,
    signal,
  });
  const first = page.items[0];
  if (!first) return null;
  return apiGet(`/api/auctions/${first.id}`, { schema: auctionDetailSchema, signal });
}

export function useAuctionOfAsset(assetId: number, enabled = true) {
  return useQuery({
    queryKey: AUCTION_KEYS.ofAsset(assetId),
    queryFn: ({ signal }) => getAuctionOfAsset(assetId, signal),
    refetchInterval: AUCTION_REFRESH_MS,
    enabled,
  });
}

/** GET /api/user/auctions: the account's auctions (selling or bid on), any state, newest first. */
export function useMyAuctions() {
  return useQuery({
    queryKey: AUCTION_KEYS.mine,
    queryFn: ({ signal }) => apiGet('/api/user/auctions', { schema: auctionPageSchema, signal }),
    refetchInterval: AUCTION_REFRESH_MS * 2,
  });
}

/** What the web reports after a mined NFT111 transaction (the server checks the receipt). */
export type AuctionReportPath = { kind: 'sell' | 'close'; assetId: number } | { kind: 'bid' };

export function reportAuctionTx(path: AuctionReportPath, txHash: string) {
  const url =
    path.kind === 'bid'
      ? '/api/card/buyback'
      : `/api/card/${path.kind === 'sell' ? 'sellback' : 'cancelback'}/${path.assetId}`;
  return apiPost(url, { body: { tx_hash: txHash }, schema: auctionReportSchema });
}
