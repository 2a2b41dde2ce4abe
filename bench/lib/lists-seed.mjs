// Generated auctions and activity entries for the lists benchmark, straight into PostgreSQL
// (after `seed:bulk` made the assets and their owners). Deterministic: row n is always the same.
import { createHash } from 'node:crypto';

/** The Nft111 address of the benchmark's contracts file: the auctions are of this deployment. */
export const BENCH_CHAIN_ID = 31337;
const addressOf = (byte) => `0x${byte.repeat(20)}`;
export const BENCH_NFT111 = addressOf('11');

/** A contracts file (CONTRACTS_FILE) naming the benchmark's deployment; nothing is on a chain. */
export function contractsFile() {
  const coins = {
    MDS: addressOf('21'),
    MDV: addressOf('22'),
    META: addressOf('23'),
    HFH: addressOf('24'),
    ENFT: addressOf('25'),
  };
  const contracts = {
    dragonNft: addressOf('31'),
    cardNft: addressOf('32'),
    activation: addressOf('33'),
    gameVault: addressOf('34'),
    nft111: BENCH_NFT111,
  };
  return { chainId: BENCH_CHAIN_ID, deployedAtBlock: 0, coins, contracts };
}

/**
 * `count` auctions over the assets: 80% open (a quarter of those locked), 10% cancelled, 10%
 * withdrawn; coins MDS 60%, BNB 20%, MDV 20%; prices 1 to 10,000 coins in base units.
 * `facetsSql` is the asset `a`'s facet tokens in SQL (facetTokensSql of modules/market/facets.ts).
 */
export async function seedAuctions(client, count, facetsSql) {
  const { rows } = await client.query('select min(id)::bigint as lo, count(*)::bigint as n from assets');
  const [lo, n] = [BigInt(rows[0].lo), BigInt(rows[0].n)];
  await client.query(
    `insert into auctions (chain_id, contract, auction_id, collection, collection_kind, token_id, asset_id,
       seller, coin, coin_address, start_price, price, holder, bid_count, timeout, locks_at, state,
       created_block, created_at, updated_block, updated_at, facets)
     select $1, $2, g, case when a.kind = 4 then $3 else $4 end, case when a.kind = 4 then 'dragon' else 'card' end,
       g, a.id, '0x' || lpad(to_hex(g % 5000), 40, '0'),
       (array['MDS','MDS','MDS','BNB','MDV'])[1 + g % 5], '0x' || lpad(to_hex(g % 5), 40, '0'),
       ((1 + (g * 7919) % 10000)::numeric * 1000000000000000000),
       ((1 + (g * 7919) % 10000)::numeric * 1000000000000000000) + (g % 7)::numeric * 100000000000000000,
       '0x' || lpad(to_hex(g % 4000), 40, '0'), g % 7, 86400,
       now() + ((g * 104729) % 345600 - 86400) * interval '1 second',
       case when g % 10 = 0 then 'cancelled' when g % 10 = 1 then 'withdrawn' else 'open' end,
       g, now() - (($5::bigint - g) * interval '1 second'), g, now(), ${facetsSql}
     from generate_series(1, $5::bigint) g
     join assets a on a.id = $6::bigint + (g * 104729) % $7::bigint`,
    [BENCH_CHAIN_ID, BENCH_NFT111, addressOf('31'), addressOf('32'), count, lo, n],
  );
}

/**
 * `count` activity entries: a fifth for one heavy user (the one the benchmark reads, hundreds
 * of thousands of entries: deep pages), the rest spread over every other user; types cycle.
 */
export async function seedActivities(client, count, typeCodes) {
  const { rows } = await client.query('select min(id)::bigint as lo, count(*)::bigint as n from users');
  const [lo, n] = [BigInt(rows[0].lo), BigInt(rows[0].n)];
  await client.query(
    `insert into activities (user_id, type, assets_id, kind, amount, coin, nft_name, created_at)
     select case when g % 5 = 0 then $1::bigint else $1::bigint + 1 + g % ($2::bigint - 1) end,
       ($3::smallint[])[1 + (g * 31) % array_length($3::smallint[], 1)], g % 100000 + 1, 0,
       (g % 1000)::numeric * 1000000000000000000, 'MDS', 'asset ' || g,
       now() - (($4::bigint - g) * interval '1 second')
     from generate_series(1, $4::bigint) g`,
    [lo, n, typeCodes, count],
  );
  return lo;
}

/** A session for a user with a known token (the database keeps its SHA-256, as the server does). */
export async function benchSession(client, userId) {
  const token = 'bench-lists-token';
  const hash = createHash('sha256').update(token).digest('hex');
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')
     on conflict (token_hash) do nothing`,
    [hash, userId],
  );
  return token;
}
