import { z } from 'zod';

/*
 * The game link's wire protocol (docs/game-api.yaml is its OpenAPI document). Both directions are
 * signed the same way (game-signature.ts): header `Yuanlong-Signature: t=<unix s>,v1=<hex>` with
 * HMAC-SHA256(secret, `${t}.${raw body}`); a receiver refuses a signature older than
 * SIGNATURE_TOLERANCE_S and remembers message ids, so a captured message is never applied twice.
 *
 * Market → game: `POST {GAME_API_URL}/v1/commands`, one command a request. The command's `id` is
 * its idempotency key: the game applies a command once and answers a repeat with the first answer
 * (`replayed: true`). Game → market: `POST {market}/api/game/notifications`, one notification a
 * request, deduplicated by `id` and ordered per role by `seq`.
 */

/** Name of the signature header, both directions. */
export const SIGNATURE_HEADER = 'yuanlong-signature';
/** A signed message older (or newer) than this, by its `t`, is refused. */
export const SIGNATURE_TOLERANCE_S = 300;

/** A role: a user's player on one game server. */
export const roleRef = z.object({
  user_id: z.number().int().positive(),
  server_id: z.number().int().positive(),
});
export type RoleRef = z.infer<typeof roleRef>;

/** What the game needs to hold an asset the market hands it (added, or changed by the market). */
export const gameAssetData = z.object({
  kind: z.number().int().min(0).max(4),
  name: z.string(),
  /** The asset's serial number in the game. */
  number: z.number().int(),
  grade: z.number().int().nullable(),
  star: z.number().int().nullable(),
  level: z.number().int(),
  power: z.number().int(),
  token_id: z.string().nullable(),
});
export type GameAssetData = z.infer<typeof gameAssetData>;

const commandBase = {
  /** Idempotency key: unique per command, the same on every redelivery. */
  id: z.string().min(1).max(100),
  issued_at: z.iso.datetime(),
};
const assetCommand = { ...commandBase, asset_id: z.number().int().positive(), role: roleRef };

/** The market's commands to the game. */
export const gameCommand = z.discriminatedUnion('type', [
  /** Listed for sale, put in an auction or leaving for the wallet: the game must not let it be used or traded. */
  z.object({
    ...assetCommand,
    type: z.literal('asset.lock'),
    reason: z.enum(['sale', 'claim', 'offer']),
  }),
  /** The lock ends (listing cancelled, claim expired). */
  z.object({ ...assetCommand, type: z.literal('asset.release') }),
  /** Sold: the asset moves from `role` to `to_role` (same server), unlocked. */
  z.object({
    ...assetCommand,
    type: z.literal('asset.transfer'),
    to_role: roleRef,
    price: z.string().regex(/^\d+$/),
    coin: z.string(),
  }),
  /** Claimed to the wallet: the asset leaves the game. */
  z.object({ ...assetCommand, type: z.literal('asset.remove') }),
  /** Deposited from the wallet, summoned or hatched in the market: the role gains the asset. */
  z.object({ ...assetCommand, type: z.literal('asset.add'), asset: gameAssetData }),
  /** Changed by the market (a dragon levelled, refined or activated). */
  z.object({ ...assetCommand, type: z.literal('asset.update'), asset: gameAssetData }),
  /** A role was created in the market (POST /api/user/create_player/{server_id}). */
  z.object({ ...commandBase, type: z.literal('role.create'), role: roleRef, name: z.string() }),
]);
export type GameCommand = z.infer<typeof gameCommand>;
export type GameCommandType = GameCommand['type'];

/** The game's answer to a command (HTTP 200): applied now, or applied before (`replayed`). */
export const gameCommandApplied = z.object({
  id: z.string(),
  status: z.literal('applied'),
  replayed: z.boolean(),
});
/** The game's refusal (HTTP 409 or 422): final, the command will never apply as it is. */
export const gameCommandRefused = z.object({
  id: z.string(),
  status: z.literal('refused'),
  reason: z.string(),
});

/** One change of a role's inventory made in play. */
export const inventoryChange = z.discriminatedUnion('op', [
  /** A new asset (loot, craft): the market creates it; `game_item_id` is the game's own key. */
  z.object({ op: z.literal('gained'), game_item_id: z.string().min(1).max(100), asset: gameAssetData }),
  /** Used up or destroyed in play. */
  z.object({ op: z.literal('consumed'), asset_id: z.number().int().positive() }),
  /** Levelled or otherwise changed in play. */
  z.object({ op: z.literal('changed'), asset_id: z.number().int().positive(), asset: gameAssetData }),
]);
export type InventoryChange = z.infer<typeof inventoryChange>;

const notificationBase = {
  /** Unique per notification: a repeat with the same id is answered `duplicate` and changes nothing. */
  id: z.string().min(1).max(100),
  /**
   * Per role, increasing. For the role's state (`role.online`, `role.boss_level`) a notification
   * older than the one that last set that state of the role is answered `stale` and changes
   * nothing; inventory changes are deltas and apply once each, by `id`, whatever their order.
   */
  seq: z.number().int().nonnegative(),
  occurred_at: z.iso.datetime(),
  role: roleRef,
};

/** The game's notifications to the market. */
export const gameNotification = z.discriminatedUnion('type', [
  z.object({ ...notificationBase, type: z.literal('role.created'), name: z.string().min(1).max(32) }),
  z.object({ ...notificationBase, type: z.literal('role.online'), online: z.boolean() }),
  z.object({
    ...notificationBase,
    type: z.literal('role.boss_level'),
    boss_level: z.number().int().min(0).max(999),
  }),
  z.object({
    ...notificationBase,
    type: z.literal('inventory.changed'),
    changes: z.array(inventoryChange).min(1).max(100),
  }),
]);
export type GameNotification = z.infer<typeof gameNotification>;

/**
 * Why the market did not apply one inventory change: the asset is not the role's in the market
 * (`not_held`: unknown, another owner, in a wallet or contract), or the market has it listed,
 * in an auction or leaving for the wallet (`locked_in_market`: the market's lock wins; the game
 * gets the market's commands for it).
 */
export const INVENTORY_SKIP_REASONS = ['not_held', 'locked_in_market'] as const;

/**
 * The market's answer to a notification (HTTP 200). `asset_ids` answers `gained` changes, in
 * order; `skipped` names the changes not applied (by index in `changes`). A `duplicate` carries
 * the first answer's `asset_ids` and `skipped`.
 */
export const gameNotificationAnswer = z.object({
  id: z.string(),
  status: z.enum(['applied', 'duplicate', 'stale']),
  asset_ids: z.array(z.number().int()).optional(),
  skipped: z
    .array(z.object({ index: z.number().int().nonnegative(), reason: z.enum(INVENTORY_SKIP_REASONS) }))
    .optional(),
});
export type GameNotificationAnswer = z.infer<typeof gameNotificationAnswer>;

/**
 * The answer to a request the receiver cannot take (any status but 200): `signature` (401:
 * missing, malformed, expired or wrong; retried by the sender, a secret may be rotating),
 * `invalid` (400/422: not the protocol; final), `unknown_role` (409: the market has no such
 * role yet; retried, its role.created may still be on the way), `unknown_server` (422: final).
 */
export const gameLinkError = z.object({
  error: z.enum([
    'signature',
    'invalid',
    'unknown_role',
    'unknown_server',
    'not_configured',
    'not_found',
    'conflict',
  ]),
  reason: z.string().optional(),
});
export type GameLinkError = z.infer<typeof gameLinkError>;

/** GET /v1/roles/{server_id}/{user_id}/inventory: what the game holds for a role. */
export const gameInventory = z.object({
  role: roleRef,
  /** The game knows this role. */
  known: z.boolean(),
  online: z.boolean(),
  boss_level: z.number().int(),
  assets: z.array(
    z.object({
      asset_id: z.number().int().positive(),
      locked: z.boolean(),
      lock_reason: z.string().nullable(),
      data: gameAssetData,
    }),
  ),
  /** Items gained in play that the market has not yet numbered (their notification is on the way). */
  pending_gains: z.number().int().nonnegative(),
});
export type GameInventory = z.infer<typeof gameInventory>;

/** The game asks the market for a QR login code (POST /api/game/login-codes, signed). */
export const gameLoginCodeRequest = z.object({ server_id: z.number().int().positive() });
