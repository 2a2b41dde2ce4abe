import { createContext, type ReactNode, useContext } from 'react';

/** What an owner's extra action needs to know of one of their assets (my assets, the detail page). */
export interface OwnedAssetRef {
  id: number;
  name: string;
  /** CARD_STATUS code, or null when idle. */
  status: number | null;
  /** ASSET_LOCATIONS code. */
  location: number;
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
 * An action another feature adds to the owner's asset actions (move to wallet): the app plugs it in
 * here, because features do not import each other. Nothing is rendered without it.
 */
export type OwnerAssetAction = (asset: OwnedAssetRef, context: OwnerActionContext) => ReactNode;

export const OwnerAssetActionContext = createContext<OwnerAssetAction | null>(null);

/** The app's extra owner action, or null. */
export function useOwnerAssetAction(): OwnerAssetAction | null {
  return useContext(OwnerAssetActionContext);
}
