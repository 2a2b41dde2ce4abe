import { facetMaskSql, facetTokensSql, gradeGroupSql } from '../../modules/market/facets.ts';
import { homeServerText } from '../../modules/players/home-server.ts';
import { coinTable, DEMO_COINS, priceExpr, rnd } from './random.ts';

/*
 * The rows that hang off a batch of generated assets (ids above `afterId`): skills, history
 * and open listings; and opening balances for demo users. INSERT … SELECT, no round trips.
 */

/** Skills: heroes 1 active + 2 passive, pets 1 + 1, equipment and stones 1 passive, dragons 3 unlocked at 4/8/12. */
export function insertSkillsSql(afterId: number): string {
  return `
insert into asset_skills (asset_id, slot, type, skill_id, element, level, unlock_level)
select a.id, s.slot, x.type, x.e * 10 + case when x.type = 1 then 1 else 3 end + x.r % 2, x.e, 1 + x.r % 5,
  case when a.kind = 4 then (array[4, 8, 12])[s.slot] end
from assets a
cross join generate_series(1, 3) as s(slot)
cross join lateral (
  select case when s.slot = 1 and a.kind < 4 then a.element else 1 + ${rnd('a.number * 4 + s.slot', 40)} % 5 end as e,
    case when a.kind = 4 or (s.slot = 1 and a.kind in (0, 2)) then 1 else 2 end as type,
    ${rnd('a.number * 4 + s.slot', 41)} as r
) x
where a.id > ${afterId}
  and s.slot <= case a.kind when 0 then 3 when 1 then 1 when 2 then 2 when 3 then 1 else 3 end`;
}

/**
 * History: the mint to a first owner, then 0–2 sales between demo owners, the last one to the
 * current owner, at prices in the demo coins.
 */
export function insertHistorySql(afterId: number, nowS: number, ownersWhere: string): string {
  const g = 'coalesce(a.grade, least(24, a.level))';
  return `
insert into asset_history (asset_id, at, from_user_id, to_user_id, price, coin, kind, grade_group)
with owners as (select id, row_number() over (order by id) as k from users where ${ownersWhere})
select a.id, a.created_at + (to_timestamp(${nowS}) - a.created_at) * j / (k.k + 1),
  case when j > 0 then prev.id end, case when j = k.k then a.owner_id else this.id end,
  case when j > 0 then ${priceExpr('a.number * 4 + j', g, 53)} end, case when j > 0 then coins.coin end,
  a.kind, ${gradeGroupSql('a')}
from assets a
cross join lateral (select ${rnd('a.number', 50)} % 3 as k) k
cross join generate_series(0, 2) as j
cross join (select count(*)::int as cnt from users where ${ownersWhere}) oc
left join owners this on this.k = 1 + ${rnd('a.number * 4 + j', 51)} % oc.cnt
left join owners prev on prev.k = 1 + ${rnd('a.number * 4 + j - 1', 51)} % oc.cnt
join ${coinTable()} on ${rnd('a.number * 4 + j', 52)} % 100 >= coins.lo and ${rnd('a.number * 4 + j', 52)} % 100 < coins.hi
where a.id > ${afterId} and j <= k.k`;
}

/** Open listings of the batch's assets with status 1, listed after their creation, in id order. */
export function insertListingsSql(afterId: number, nowS: number): string {
  const g = 'coalesce(a.grade, least(24, a.level + coalesce(a.refine_level, 0)))';
  return `
insert into listings (asset_id, seller_id, server_id, status, coin, price, kind, camp, profession, grade, element, star,
  grade_group, mask, facets, name, token_id, level, power, stage, strength, seller_address, listed_at, updated_at)
select a.id, a.owner_id, a.server_id, 1, coins.coin, ${priceExpr('a.number', g, 61)}, a.kind, a.camp, a.profession, a.grade,
  a.element, a.star, ${gradeGroupSql('a')}, ${facetMaskSql('a')}, ${facetTokensSql('a')},
  a.name, a.token_id, a.level, a.power, a.stage, a.strength, coalesce(u.address, ''), t.at, t.at
from assets a
join users u on u.id = a.owner_id
cross join lateral (select a.created_at + (to_timestamp(${nowS}) - a.created_at) * 0.3 as at) t
join ${coinTable()} on ${rnd('a.number', 60)} % 100 >= coins.lo and ${rnd('a.number', 60)} % 100 < coins.hi
where a.id > ${afterId} and a.status = 1
order by a.id`;
}

/**
 * Opening balances in every demo coin for users matching `usersWhere` that have none yet on the
 * server `serverExpr` (default: their home server, players/home-server.ts), each journalled as
 * a `demo_grant` ledger entry. `wholeExpr` gives whole coins worth of MDS
 * (scaled by each coin's value), e.g. '10000' or a random expression of u.id.
 */
export function grantBalancesSql(
  usersWhere: string,
  wholeExpr: string,
  serverExpr = homeServerText('u.id'),
): string {
  const coins = DEMO_COINS.map(
    (c) => `('${c.coin}', ${c.num}, ${c.den}, ${10n ** BigInt(c.decimals - 3)}::numeric)`,
  );
  return `
with granted as (
  insert into balances (user_id, server_id, coin, available)
  select u.id, ${serverExpr}, c.coin,
    (greatest(1, (${wholeExpr})::bigint * 1000 * c.num / c.den)::numeric * c.milli)::numeric(78,0)
  from users u cross join (values ${coins.join(', ')}) as c(coin, num, den, milli)
  where ${usersWhere}
  on conflict do nothing
  returning user_id, server_id, coin, available
)
insert into ledger_entries (user_id, server_id, coin, available_delta, available_after, frozen_after, reason, reference)
select user_id, server_id, coin, available, available, 0, 'demo_grant', 'demo' from granted`;
}
