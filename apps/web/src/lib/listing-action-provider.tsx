import type { ReactNode } from 'react';
import { type ListingAction, ListingActionContext } from './listing-action.ts';
import { useToken } from './token.ts';

/**
 * Lends `action` to the listings while a session token is there. A logged-out viewer has no cart,
 * so the market grid's cards then mount no action at all (the cart button's hooks, each reading
 * the session, and its positioned box over the picture: bench:grid browses logged out).
 */
export function ListingActionProvider({ action, children }: { action: ListingAction; children: ReactNode }) {
  const signedIn = useToken() !== '';
  return <ListingActionContext value={signedIn ? action : null}>{children}</ListingActionContext>;
}
