// Buyers and the listings they buy, for the purchase benchmark, straight into PostgreSQL.
import { randomBytes } from 'node:crypto';

/**
 * `count` buyers ready to buy on every game server: activated, an e-mail bound, the fund
 * password hash given, a role on each server, balances of every demo coin there (each a
 * `demo_grant` ledger entry), and a live session (signed in). Returns [{ userId, token }].
 * `hashToken` is the server's (sessions keep the token's hash).
 */
export async function seedBuyers(client, { count, tag, fundHash, hashToken, demoCoins }) {
  const { rows } = await client.query(
    `insert into users (invite_code, address, email, current_server_id, activated_at, pay_password_hash)
     select 'BENCHBUY' || $1 || 'N' || g, '0x' || lpad(to_hex($2::bigint * 1000000 + g), 40, '0'),
       'buyer-' || $1 || '-' || g || '@bench.example', 1, now(), $3
     from generate_series(1, $4::int) g
     returning id`,
    [tag, 0xbb00 + tag, fundHash, count],
  );
  const ids = rows.map((r) => Number(r.id));
  await client.query(
    `insert into players (user_id, server_id, name)
     select u, s.server_id, 'B' || u || '-' || s.server_id
     from unnest($1::bigint[]) u cross join game_servers s`,
    [ids],
  );
  // Enough of each coin for hundreds of the dearest demo listings (grade 24: ~12,000 MDS).
  const coins = demoCoins.map(
    (c) => `('${c.coin}', ${10n ** BigInt(c.decimals)}::numeric * 10000000 * ${c.num} / ${c.den})`,
  );
  await client.query(
    `with granted as (
       insert into balances (user_id, server_id, coin, available)
       select u, s.server_id, c.coin, floor(c.amount)
       from unnest($1::bigint[]) u cross join game_servers s cross join (values ${coins.join(', ')}) as c(coin, amount)
       returning user_id, server_id, coin, available)
     insert into ledger_entries (user_id, server_id, coin, available_delta, available_after, frozen_after, reason, reference)
     select user_id, server_id, coin, available, available, 0, 'demo_grant', 'bench' from granted`,
    [ids],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select h, u, now() + interval '1 day' from unnest($1::text[], $2::bigint[]) as t(h, u)`,
    [tokens.map(hashToken), ids],
  );
  return ids.map((userId, i) => ({ userId, token: tokens[i] }));
}

/** The open listings, oldest first, as the plan hands them out. */
export async function openListings(client) {
  const { rows } = await client.query(
    `select asset_id as id, price::text as price, coin, server_id from listings where status = 1 order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), price: r.price, coin: r.coin, serverId: Number(r.server_id) }));
}

/** Sum of every balance per coin (available + frozen): purchases move coins, never make them. */
export async function coinTotals(client) {
  const { rows } = await client.query(
    'select coin, sum(available + frozen)::text as total from balances group by coin order by coin',
  );
  return Object.fromEntries(rows.map((r) => [r.coin, r.total]));
}

/**
 * What must hold after any number of purchases, raced or not: no listing sold twice (one
 * buyer payment, one history row per bought listing, none for an open one), each bought asset
 * with its buyer, no negative balance, every balance equal to its ledger entries.
 */
export async function soldOnce(client) {
  const one = async (text) => Number((await client.query(text)).rows[0].n);
  return {
    bought: await one('select count(*) as n from listings where status = 51'),
    paidTwice: await one(
      `select count(*) as n from (select reference from ledger_entries where reason = 'market_buy'
         group by reference having count(*) > 1) x`,
    ),
    paymentsWithoutSale: await one(
      `select count(*) as n from ledger_entries e where e.reason = 'market_buy' and not exists
         (select 1 from listings l where 'listing:' || l.id = e.reference and l.status = 51)`,
    ),
    historyNotOne: await one(
      `select count(*) as n from listings l where l.status = 51 and
         (select count(*) from asset_history h where h.listing_id = l.id) <> 1`,
    ),
    ownerNotBuyer: await one(
      `select count(*) as n from listings l join assets a on a.id = l.asset_id
         where l.status = 51 and a.owner_id <> l.buyer_id
           and not exists (select 1 from listings l2 where l2.asset_id = l.asset_id and l2.id > l.id)`,
    ),
    negative: await one('select count(*) as n from balances where available < 0 or frozen < 0'),
    unreconciled: await one(
      `select count(*) as n from (select b.user_id from balances b left join ledger_entries e
         on e.user_id = b.user_id and e.server_id = b.server_id and e.coin = b.coin
         group by b.user_id, b.server_id, b.coin, b.available
         having b.available <> coalesce(sum(e.available_delta), 0)) x`,
    ),
  };
}
