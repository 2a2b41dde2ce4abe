import { createContext, type ReactNode, useContext } from 'react';

/** What an owner's extra action needs to know of one of their assets (my assets, the detail page). */
export interface OwnedAssetRef {
  id: number;
  name: string;
  /** CARD_STATUS code, or null when idle. */
  status: number | null;
  /** ASSET_LOCATIONS code. */
  location: number;
  /** ASSET_KINDS code. */
  kind: number;
  /** The NFT's token id, when it has one. */
  token_id: string | null;
  /** The game server it is on (null out of the game); absent where not known. */
  server_id?: number | null;
}

export interface OwnerActionContext {
  /** The owner's game is online. */
  online: boolean;
  /** The owner's account is activated; undefined while not known. */
  activated?: boolean;
  /** The smaller row of my assets. */
  compact: boolean;
}

/**
 * An action another feature adds to the owner's asset actions (move to wallet, auction, deposit to game): the app
 * plugs it in here, because features do not import each other. Nothing is rendered without it.
 */
export type OwnerAssetAction = (asset: OwnedAssetRef, context: OwnerActionContext) => ReactNode;

export const OwnerAssetActionContext = createContext<OwnerAssetAction | null>(null);

/** The app's extra owner action, or null. */
export function useOwnerAssetAction(): OwnerAssetAction | null {
  return useContext(OwnerAssetActionContext);
}

/**
 * A panel another feature adds to an asset's detail page under its trade panel (the NFT111
 * auction): the app plugs it in, like the owner's action.
 */
export type AssetPanel = (asset: OwnedAssetRef) => ReactNode;

export const AssetPanelContext = createContext<AssetPanel | null>(null);

/** The app's extra panel of a detail page, or null. */
export function useAssetPanel(): AssetPanel | null {
  return useContext(AssetPanelContext);
}
