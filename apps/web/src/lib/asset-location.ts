import { cardDetailSchema } from '@yuanlong/shared/card';
import { apiGet } from './api-client.ts';

/** GET /api/card/{id}: where the asset is now (ASSET_LOCATIONS code), read afresh. */
export async function getAssetLocation(id: number): Promise<number> {
  return (await apiGet(`/api/card/${id}`, { schema: cardDetailSchema })).location;
}
