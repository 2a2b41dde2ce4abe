import { type Coin, formatUnits } from '@yuanlong/shared/coins';
import { coinDecimals } from '../../chain/coin-decimals.ts';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type ShareFacts, shareFacts } from './facts.ts';
import { renderPng, sharePictureSvg } from './picture.ts';

/** The coins' decimals before the chain has said (the deployed coins have 18). */
const DEPLOYED_DECIMALS = 18;
/** How many share pictures are kept (~320 KB each: ~64 MB at most). */
export const SHARE_PICTURES_KEPT = 200;

/** A listing's price in whole coins, exact, with the coin's decimals (1,250.5). */
export async function sharePriceText(
  ctx: Pick<ServiceContext, 'chain'>,
  listing: { price: bigint; coin: Coin },
): Promise<string> {
  const decimals = await coinDecimals(ctx.chain)?.catch(() => undefined);
  return formatUnits(listing.price, decimals?.[listing.coin] ?? DEPLOYED_DECIMALS);
}

export interface SharePicture {
  png: Buffer;
  /** The picture's version (its facts' hash): the ETag and the `v` of its URL. */
  version: string;
  /** True when it came from memory rather than being drawn for this request. */
  cached: boolean;
}

/**
 * Share pictures, drawn once per asset and version and kept in memory (the least recently used
 * go first beyond `kept`). A version changes with the asset's listing, price or looks, so a new
 * price draws a new picture; two requests for one undrawn picture share one drawing.
 */
export function createSharePictures(ctx: Pick<ServiceContext, 'db' | 'chain'>, kept = SHARE_PICTURES_KEPT) {
  const pictures = new Map<string, Promise<Buffer>>();

  async function draw(facts: ShareFacts): Promise<Buffer> {
    const price = facts.listing ? await sharePriceText(ctx, facts.listing) : undefined;
    return renderPng(sharePictureSvg(facts, price));
  }

  return {
    /** The facts of asset `id` (its version); notFound when there is no such asset. */
    async facts(id: number): Promise<ShareFacts> {
      const facts = await shareFacts(ctx.db, id);
      if (!facts) throw new AppError('notFound');
      return facts;
    },
    /** The picture of `facts`' asset at their version, from memory or drawn now. */
    async picture(facts: ShareFacts): Promise<SharePicture> {
      const key = `${facts.id}:${facts.version}`;
      let png = pictures.get(key);
      const cached = png !== undefined;
      if (png) pictures.delete(key);
      else {
        png = draw(facts);
        // A failed drawing is not kept: the next request tries again.
        png.catch(() => pictures.delete(key));
      }
      pictures.set(key, png);
      for (const oldest of pictures.keys()) {
        if (pictures.size <= kept) break;
        pictures.delete(oldest);
      }
      return { png: await png, version: facts.version, cached };
    },
  };
}
export type SharePictures = ReturnType<typeof createSharePictures>;
