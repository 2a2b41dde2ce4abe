import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_KINDS, ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';

/*
 * Whether an asset offers "Move to wallet" (spec section 4, claim: game → wallet). The server
 * decides in the end (e-mail bound, activated, game offline, not in team, not on sale, not locked);
 * this keeps the page from offering what it would refuse. Why nothing is offered is already said
 * by the asset's trade actions (the same rules), so this only picks the button.
 */

/** `move`: a new claim; `continue`: a claim is open (status 3), its voucher can be sent again. */
export type ClaimOffer = 'move' | 'continue';

export interface ClaimState {
  /** CARD_STATUS code, or null when idle. */
  status: number | null;
  /** ASSET_LOCATIONS code. */
  location: number;
  /** The owner's game is online (asset actions are blocked then). */
  online: boolean;
  /** The owner's account is activated; undefined (not known yet) leaves it to the server. */
  activated?: boolean;
  /** ASSET_KINDS code and the NFT's token id: a dragon without one (hatched in the game) has no NFT to move. */
  kind?: number;
  tokenId?: string | null;
}

/** Statuses in which an asset is free to move: idle, or a sale that ended. */
const FREE = new Set<number | null>([null, CARD_STATUS.cancelled, CARD_STATUS.bought]);

/** The claim action an owner has on a game asset, or null. */
export function claimOfferOf(state: ClaimState): ClaimOffer | null {
  if (state.location !== ASSET_LOCATIONS.game.code) return null;
  // An open claim can always be resumed: its voucher is fixed, the server answers it again.
  if (state.status === CARD_STATUS.chainConfirming) return 'continue';
  if (state.activated === false || state.online) return null;
  // The server refuses it (claimNotMintable): cards are minted on the way, dragons are not.
  if (state.kind === ASSET_KINDS.dragon.code && state.tokenId === null) return null;
  return FREE.has(state.status) ? 'move' : null;
}
