import { shortAddress } from '@yuanlong/shared/address';
import type { Coin } from '@yuanlong/shared/coins';
import { createContext, type ReactNode, useContext } from 'react';

/** What a buyer's extra action needs to know of a listing (market grid, detail page). */
export interface ListingRef {
  /** The asset's id. */
  id: number;
  kind: number;
  name: string;
  grade: number | null;
  camp: number | null;
  element: number | null;
  /** The price and coin the viewer sees (base units). */
  price: string;
  coin: Coin;
  /** The seller's address as the market shows it (shortened), when the caller knows it. */
  seller?: string;
  /** The game server the asset is on: the buyer's role there buys it (absent in carts saved before servers). */
  server_id?: number | null;
}

/**
 * Whether the viewer is the listing's seller, as far as the market grid can tell: its seller's
 * shortened address is the viewer's (an account without a wallet address cannot tell; the server
 * refuses buying one's own listing anyway).
 */
export function isOwnListing(
  listing: Pick<ListingRef, 'seller'>,
  viewerAddress: string | undefined,
): boolean {
  if (!listing.seller || !viewerAddress) return false;
  return shortAddress(viewerAddress).toLowerCase() === listing.seller.toLowerCase();
}

/**
 * An action another feature adds to a listing the viewer could buy (the cart's "add"): the app
 * plugs it in, because features do not import each other. `compact` is the market grid's small
 * button over the card's picture.
 */
export type ListingAction = (listing: ListingRef, context: { compact: boolean }) => ReactNode;

export const ListingActionContext = createContext<ListingAction | null>(null);

/** The app's extra action on a listing, or null. */
export function useListingAction(): ListingAction | null {
  return useContext(ListingActionContext);
}
