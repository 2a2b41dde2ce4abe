import { homeServerText } from '../../modules/players/home-server.ts';
import {
  DRAGON_NAMES,
  EQUIP_NAMES,
  HERO_NAMES,
  NICKNAMES,
  PET_NAMES,
  rnd,
  STONE_NAMES,
  textArray,
} from './random.ts';

/** Which users receive generated assets (an SQL condition on `users`). */
export interface AssetBatch {
  /** Row numbers (the assets' `number`), inclusive. */
  from: number;
  to: number;
  /** The last number of the whole catalogue being generated (spreads creation times). */
  total: number;
  ownersWhere: string;
  /** Share (0–1) of idle game assets that are listed for sale. */
  listedShare: number;
  /** Epoch seconds "now" of the catalogue (creation times are spread over the 180 days before). */
  nowS: number;
}

const pick = (names: string[], index: string) => `(${textArray(names)})[1 + ${index} % ${names.length}]`;

/**
 * INSERT … SELECT generate_series of one batch of assets: kinds hero 40%, equipment 22%, pet
 * 15%, spirit stone 15%, dragon 8%; grades skewed to the low end; stars follow grades; 80% in
 * the game (of which 12% in a team, 3% locked or confirming), 13% in wallets, 7% in auctions.
 */
export function insertAssetsSql(b: AssetBatch): string {
  const listedBelow = Math.round(1500 + b.listedShare * 8500);
  const span = Math.max(1, b.total);
  return `
insert into assets (kind, token_id, name, owner_id, location, status, grade, camp, profession, stage, element,
  power, level, star, number, strength, hp, att, defense, crit, crit_res, super_crit, vampire, speed_pct,
  super_att, super_defense, refine_level, team_hp, team_attack, dragon_state, created_at, server_id)
select kind, 1000000 + n, name, owner, location, status,
  case when kind < 4 then g end, case when kind < 4 then camp end, case when kind < 4 then profession end,
  case when kind < 4 then 1 + (g - 1) / 5 end, case when kind < 4 then element end,
  case when kind < 4 then g * 1000 + star * 500 + level * 37 + r5 % 500
       else (5000 + level * 1200 + refine * 800) / 10 + 600 + level * 140 + refine * 90 end,
  level, case when kind < 4 then star end, n, case when kind < 4 then r5 % 16 end,
  800 + g * 420 + level * 35 + r5 % 300, 120 + g * 65 + level * 6 + r6 % 80, 90 + g * 48 + level * 5 + r6 % 60,
  500 + g * 40 + r5 % 1500, 300 + r6 % 1200, g * 15 + r5 % 800, r6 % 600, g * 10 + r5 % 1000,
  g * 30 + r6 % 200, g * 25 + r5 % 200,
  case when kind = 4 then refine end, case when kind = 4 then 5000 + level * 1200 + refine * 800 end,
  case when kind = 4 then 600 + level * 140 + refine * 90 end,
  case when kind = 4 then (case when r6 % 10 < 7 then 1 else 0 end) end,
  to_timestamp(${b.nowS} - 86400 * 180 + (86400 * 180 - 3600)::bigint * n / ${span}),
  case when location = 2 then home end
from (
  select n, kind, g, camp, profession, element, r5, r6, refine,
    case when kind = 4 then 1 + r5 % 15 else least(100, 1 + r6 % (g * 4 + 10)) end as level,
    least(7, greatest(1, (g + 3) / 4 + r5 % 3 - 1)) as star,
    case kind when 0 then ${pick(HERO_NAMES, 'r7')} when 1 then ${pick(EQUIP_NAMES, 'r7')}
      when 2 then ${pick(PET_NAMES, 'r7')} when 3 then (${textArray(STONE_NAMES)})[element]
      else ${pick(DRAGON_NAMES, 'r7')} end as name,
    o.id as owner, o.home,
    case when rl < 80 then 2 when rl < 93 then 1 else 3 end as location,
    case when rl >= 80 then null when rs < 1200 then 0 when rs < 1400 then 2 when rs < 1500 then 3
      when rs < ${listedBelow} then 1 end as status
  from (
    select n,
      case when r1 < 40 then 0 when r1 < 62 then 1 when r1 < 77 then 2 when r1 < 92 then 3 else 4 end as kind,
      least(24, 1 + floor(24 * power(${rnd('n', 2)}::float8 / 2147483648, 1.7::float8)))::int as g,
      1 + ${rnd('n', 3)} % 5 as camp, 1 + ${rnd('n', 4)} % 4 as profession, 1 + ${rnd('n', 5)} % 5 as element,
      ${rnd('n', 6)} as r5, ${rnd('n', 7)} as r6, ${rnd('n', 8)} as r7, ${rnd('n', 9)} % 11 as refine,
      ${rnd('n', 10)} % 100 as rl, ${rnd('n', 11)} % 10000 as rs
    from (select n, ${rnd('n', 1)} % 100 as r1 from generate_series(${b.from}, ${b.to}) n) r0
    offset 0
  ) r
  cross join (select count(*)::int as cnt from users where ${b.ownersWhere}) oc
  join (select id, row_number() over (order by id) as k, ${homeServerText('users.id')} as home
        from users where ${b.ownersWhere}) o on o.k = 1 + r.r7 % oc.cnt
  offset 0
) a`;
}

/**
 * Roles for the users matching `usersWhere` (an SQL condition on `u`) that have none: one each,
 * on the open servers in turn by user id (name `<prefix><user id>`), made their current server.
 */
export function insertRolesSql(usersWhere: string, prefix: string): string {
  return `
with open as (select server_id, row_number() over (order by server_id) - 1 as k from game_servers where is_open),
made as (
  insert into players (user_id, server_id, name)
  select u.id, open.server_id, '${prefix}' || u.id
  from users u join open on open.k = u.id % (select count(*) from open)
  where ${usersWhere} and not exists (select 1 from players p where p.user_id = u.id)
  returning user_id, server_id)
update users set current_server_id = made.server_id from made where users.id = made.user_id`;
}

/** INSERT of demo owners numbered from..to: realistic addresses, activated, invite codes DEMO-n. */
export function insertOwnersSql(from: number, to: number, nowS: number): string {
  return `
insert into users (address, nickname, invite_code, activated_at, created_at)
select '0x' || substr(md5('yl-owner-' || n) || md5('yl-owner-b-' || n), 1, 40),
  ${pick(NICKNAMES, rnd('n', 30))} || (n % 1000)::text, 'DEMO-' || n,
  to_timestamp(${nowS} - 86400 * 200 + n), to_timestamp(${nowS} - 86400 * 200 + n)
from generate_series(${from}, ${to}) n
on conflict do nothing`;
}
