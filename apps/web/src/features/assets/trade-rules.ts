import { type AssetSync, syncFreezes } from '@yuanlong/shared/asset-sync';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { MessageKey } from '@yuanlong/shared/messages';

/*
 * Which market actions a viewer gets on an asset. The server decides in the end; this keeps the
 * page from offering what it would refuse, and says why (with the server's own messages).
 */

/** How the viewer stands to an asset. */
export type Relation = 'visitor' | 'owner' | 'other';

export type TradeAction = 'login' | 'sell' | 'modify' | 'cancel' | 'buy';

export interface TradeState {
  relation: Relation;
  /** CARD_STATUS code, or null when idle. */
  status: number | null;
  /** ASSET_LOCATIONS code. */
  location: number;
  /** Whether the asset has an open listing. */
  listed: boolean;
  /** The viewer's game is online (asset actions are blocked then). */
  online: boolean;
  /**
   * The viewer's account is activated (1 MDV paid): false blocks every action with the server's
   * "Please top up 1 MDV first"; undefined (not known yet) leaves it to the server.
   */
  activated?: boolean;
  /** The asset's game/chain sync state: sync_failed freezes every action ("do not operate"). */
  sync?: AssetSync | null;
  /** The viewer has a bound e-mail (asset actions need one); undefined (not known) leaves it to the server. */
  emailBound?: boolean;
  /** The game server the asset is on (null out of the game). */
  serverId?: number | null;
  /** The viewer's chosen server (its role acts); undefined when not known. */
  viewerServerId?: number;
}

export interface Availability {
  actions: TradeAction[];
  /** Actions shown but disabled, with `reason` (a frozen asset's). */
  disabled?: TradeAction[];
  /** Why nothing (or less) is offered: a shared message key, shown translated. */
  reason: MessageKey | null;
}

/** Statuses in which an asset cannot be listed or bought, with the server's message. */
const BLOCKED: Partial<Record<number, MessageKey>> = {
  [CARD_STATUS.inTeam]: 'assetInTeam',
  [CARD_STATUS.locked]: 'nftLocked',
  [CARD_STATUS.chainConfirming]: 'blockConfirming',
  [CARD_STATUS.saleConfirming]: 'equipConfirming',
  [CARD_STATUS.forbidden]: 'operationForbidden',
};

/** The viewer's relation: logged out, the owner (same user id), or someone else. */
export function relationOf(loggedIn: boolean, viewerId: number | undefined, ownerId: number): Relation {
  if (!loggedIn) return 'visitor';
  return viewerId !== undefined && viewerId === ownerId ? 'owner' : 'other';
}

const none = (reason: MessageKey | null): Availability => ({ actions: [], reason });

/** The asset is in the game on another server than the viewer's chosen role's. */
const elsewhere = (state: TradeState) =>
  state.serverId != null && state.viewerServerId !== undefined && state.serverId !== state.viewerServerId;

/**
 * The actions the viewer's relation and the asset's state allow. A frozen asset (sync failed)
 * shows the actions it would have, disabled, with "do not operate".
 */
export function tradeAvailability(state: TradeState): Availability {
  if (state.relation === 'visitor') return { actions: ['login'], reason: 'unauthorized' };
  if (syncFreezes(state.sync)) {
    const open = tradeAvailability({ ...state, sync: null });
    return { actions: [], disabled: open.actions, reason: 'assetSyncFailed' };
  }
  const onSale = state.status === CARD_STATUS.onSale && state.listed;
  if (state.relation === 'other') {
    if (!onSale) return none('notOnSale');
    if (elsewhere(state)) return none('assetOtherServer');
    if (state.emailBound === false) return none('bindEmailFirst');
    if (state.activated === false) return none('activateTopUp');
    return state.online ? none('gameOnline') : { actions: ['buy'], reason: null };
  }
  // The server checks the role's server, the e-mail and activation before anything else (and
  // then whether that role is in the game).
  if (elsewhere(state)) return none('assetOtherServer');
  if (state.emailBound === false) return none('bindEmailFirst');
  if (state.activated === false) return none('activateTopUp');
  if (state.online) return none('gameOnline');
  if (state.status === CARD_STATUS.onSale) return { actions: ['modify', 'cancel'], reason: null };
  const blocked = state.status === null ? undefined : BLOCKED[state.status];
  if (blocked) return none(blocked);
  if (state.location !== ASSET_LOCATIONS.game.code) return none('nftTransferredOut');
  return { actions: ['sell'], reason: null };
}
