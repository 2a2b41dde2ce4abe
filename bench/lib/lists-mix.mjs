// The lists benchmark's traffic: auction and activity queries, first and deep pages.

/** Auctions (`GET /api/auctions`): the market's filters and the auction sorts. */
export const AUCTION_MIX = [
  { label: 'locking soonest (default)', query: '', depth: 0 },
  { label: 'locking soonest, page 100', query: '', depth: 100 },
  { label: 'newest', query: 'sort=newest', depth: 0 },
  { label: 'newest, page 200', query: 'sort=newest', depth: 200 },
  { label: 'lowest price (MDS)', query: 'sort=price_asc', depth: 0 },
  { label: 'lowest price, page 100', query: 'sort=price_asc', depth: 100 },
  { label: 'highest price in BNB', query: 'sort=price_desc&coin=BNB', depth: 0 },
  { label: 'locked, waiting to be withdrawn', query: 'state=locked', depth: 0 },
  { label: 'dragons, lowest', query: 'kind=dragon&sort=price_asc', depth: 0 },
  {
    label: 'camp + profession + grade, lowest',
    query: 'camp=2&profession=3&grade=2&sort=price_asc',
    depth: 0,
  },
  { label: 'cards, newest, page 20', query: 'collection=card&sort=newest', depth: 20 },
  {
    label: 'hero + five filters (rare)',
    query: 'kind=hero&camp=1&profession=1&grade=4&element=5&star=5',
    depth: 0,
  },
];

/** Activity (`GET /api/user/activities`) of a user with hundreds of thousands of entries. */
export const ACTIVITY_MIX = [
  { label: 'all, first page', query: '', depth: 0 },
  { label: 'all, page 100', query: '', depth: 100 },
  { label: 'all, page 1000', query: '', depth: 1000 },
  { label: 'trade', query: 'category=trade', depth: 0 },
  { label: 'trade, page 100', query: 'category=trade', depth: 100 },
  { label: 'chain', query: 'category=chain', depth: 0 },
  { label: 'auction', query: 'category=auction', depth: 0 },
  { label: 'auction, page 50', query: 'category=auction', depth: 50 },
];

const pathOf = (route, query, cursor) => {
  const params = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
  return `${route}${params ? `?${params}` : ''}`;
};

/** The path of page `depth` (0 = first) of a query, following next_cursor (its last page if shorter). */
export async function deepPath(base, route, { query, depth }, headers = {}) {
  let path = pathOf(route, query);
  for (let page = 0; page < depth; page += 1) {
    const answer = await (await fetch(base + path, { headers })).json();
    if (!answer.data?.next_cursor) break;
    path = pathOf(route, query, answer.data.next_cursor);
  }
  return path;
}
