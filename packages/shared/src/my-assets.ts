import { z } from 'zod';
import { ASSET_SYNC_STATES } from './asset-sync.ts';
import { ASSET_LOCATIONS, type AssetLocationName } from './catalogue.ts';
import { COINS } from './coins.ts';
import { baseUnits } from './user.ts';

/*
 * The signed-in user's assets: GET /api/user/card/list (hero cards, equipment, pets, spirit
 * stones) and GET /api/user/dragons, newest first, one keyset page at a time.
 */

export const MY_ASSETS_PAGE_MAX = 100;
const int = z.number().int();
const LOCATION_NAMES = Object.keys(ASSET_LOCATIONS) as AssetLocationName[];

const pageFields = {
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(100).optional(),
  size: z.coerce.number().int().min(1).max(MY_ASSETS_PAGE_MAX).default(50),
  /** Only assets in this place (wallet, game, contract); absent: everywhere. */
  location: z.enum(LOCATION_NAMES).optional(),
};

export const myCardsQuery = z.object({
  kind: z.enum(['hero', 'equip', 'pet', 'stone']).optional(),
  ...pageFields,
});
export type MyCardsQuery = z.infer<typeof myCardsQuery>;

export const myDragonsQuery = z.object(pageFields);
export type MyDragonsQuery = z.infer<typeof myDragonsQuery>;

/** One of my assets, with what the account page needs to offer its actions. */
export const ownedAssetSchema = z.object({
  id: int,
  kind: int,
  token_id: baseUnits.nullable(),
  name: z.string(),
  grade: int.nullable(),
  camp: int.nullable(),
  profession: int.nullable(),
  element: int.nullable(),
  star: int.nullable(),
  level: int,
  power: int,
  /** ASSET_LOCATIONS code. */
  location: int,
  /** The game server of the role holding it (in the game); null in a wallet or an auction. */
  server_id: int.nullable(),
  /** CARD_STATUS code, or null when idle. */
  status: int.nullable(),
  /** Dragons only. */
  refine_level: int.nullable(),
  dragon_state: int.nullable(),
  /** The open listing, when on sale. */
  listing_id: int.nullable(),
  price: baseUnits.nullable(),
  coin: z.enum(COINS).nullable(),
  /** Game/chain sync state (asset-sync.ts), null when settled. */
  sync: z.enum(ASSET_SYNC_STATES).nullable(),
});
export type OwnedAsset = z.infer<typeof ownedAssetSchema>;

export const ownedPageSchema = z.object({
  items: z.array(ownedAssetSchema),
  next_cursor: z.string().nullable(),
});
