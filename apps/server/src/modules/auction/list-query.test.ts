import { auctionListQuery } from '@yuanlong/shared/auction';
import { describe, expect, it } from 'vitest';
import { decodeCursor } from '../../lib/cursor.ts';
import { auctionCursor } from './list-query.ts';

/** An item as the database stores it (keys in the API's order), its asset's name quoting other keys. */
const item =
  '{"id":104,"chain_id":31337,"collection":"0x32","collection_kind":"card","token_id":"7","asset_id":9,' +
  '"asset":{"name":"\\"id\\":1,\\"price\\":\\"5\\",\\"locks_at\\":\\"2000-01-01T00:00:00.000Z\\"","kind":1,' +
  '"grade":3,"camp":1,"profession":2,"element":3,"star":4,"level":1},"seller":"0x01","coin":"MDS",' +
  '"coin_address":"0x21","start_price":"900000000000000000","price":"1000000000000000000","holder":"0x01",' +
  '"bid_count":0,"timeout":86400,"locks_at":"2026-11-27T05:30:00.911Z","state":"open","locked":false,' +
  '"min_next_price":"1110000000000000000","withdrawn_to":null,"created_at":"2026-11-26T00:00:00.000Z",' +
  '"updated_at":"2026-11-26T00:00:00.000Z"}';

const positionAfter = (sort: string) => {
  const q = auctionListQuery.parse({ sort });
  return decodeCursor(auctionCursor(q, item), `auctions-${q.sort}`);
};

describe('auctionCursor', () => {
  it("reads the last item's id and sort value from its JSON, not from a name that quotes them", () => {
    expect(JSON.parse(item).asset.name).toContain('"price":"5"');
    expect(positionAfter('price_asc')).toEqual({
      tag: 'auctions-price_asc',
      value: '1000000000000000000',
      id: 104,
    });
    expect(positionAfter('price_desc')).toMatchObject({ value: '1000000000000000000', id: 104 });
    expect(positionAfter('locks_at')).toMatchObject({
      value: String(Date.UTC(2026, 10, 27, 5, 30, 0, 911)),
      id: 104,
    });
    expect(positionAfter('newest')).toEqual({ tag: 'auctions-newest', value: undefined, id: 104 });
  });
});
