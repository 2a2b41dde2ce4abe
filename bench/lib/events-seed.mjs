// Seeds a database for the live-update benchmark and writes what the sales need as JSON:
// a catalogue whose idle assets are all listed (generateCatalogue, as seed:bulk), and buyers who
// can buy any of them through the API: activated, a bound e-mail, the fund password, a role on
// every open game server and a large balance of every coin there, each with a session.
// The listings come grouped by game server (a cart buys on one server).
// Usage: node --import tsx bench/lib/events-seed.mjs OUT.json LISTINGS BUYERS
// (the database: DATABASE_URL, else the embedded one in DATA_DIR, as the server reads it).
import { writeFileSync } from 'node:fs';

const [out, wanted, buyerCount] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
export const FUND_PASSWORD = 'Bench-Fund-Password-7';

const { sql } = await import('drizzle-orm');
const { loadConfig } = await import('../../apps/server/src/config.ts');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { generateCatalogue } = await import('../../apps/server/src/db/demo/generate.ts');
const { seedDefaults } = await import('../../apps/server/src/db/seed.ts');
const { queryRows } = await import('../../apps/server/src/db/rows.ts');
const { hashPassword } = await import('../../apps/server/src/lib/passwords.ts');
const { createSession } = await import('../../apps/server/src/modules/auth/session-service.ts');

const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  await seedDefaults(database.db);
  // About two thirds of generated assets are idle in the game (the ones a listing can take).
  await generateCatalogue(database.db, { owners: 50, assets: Math.ceil(wanted * 1.8) + 100, listedShare: 1 });
  const hash = await hashPassword(FUND_PASSWORD);
  const stamp = Date.now();
  const buyers = await queryRows(
    database.db,
    sql.raw(`
insert into users (invite_code, address, email, current_server_id, activated_at, pay_password_hash)
select 'EVB' || ${stamp} || 'x' || n, '0x' || lpad(to_hex(${0xe0000000} + n), 40, '0'),
  'bench-buyer-' || ${stamp} || '-' || n || '@bench.example', 1, now(), '${hash}'
from generate_series(1, ${buyerCount}) as n
returning id`),
  );
  const ids = `array[${buyers.map((b) => b.id).join(',')}]::bigint[]`;
  await database.db.execute(
    sql.raw(`
insert into players (user_id, server_id, name)
select u, s.server_id, 'EVB' || u || '-' || s.server_id from unnest(${ids}) as u
cross join game_servers s where s.is_open on conflict do nothing`),
  );
  await database.db.execute(
    sql.raw(`
with granted as (
  insert into balances (user_id, server_id, coin, available)
  select u, s.server_id, c.coin, 10::numeric ^ 30
  from unnest(${ids}) as u cross join game_servers s
  cross join (select distinct coin from listings where status = 1) c
  where s.is_open
  returning user_id, server_id, coin, available)
insert into ledger_entries (user_id, server_id, coin, available_delta, available_after, frozen_after, reason, reference)
select user_id, server_id, coin, available, available, 0, 'demo_grant', 'bench' from granted`),
  );
  const tokens = [];
  for (const { id } of buyers) tokens.push(await createSession(database.db, Number(id), 24 * 3600_000));
  const listings = await queryRows(
    database.db,
    sql.raw(`select l.asset_id as id, l.price::text as price, l.coin, l.server_id as server
             from listings l join game_servers s on s.server_id = l.server_id and s.is_open
             where l.status = 1 order by l.server_id, l.id limit ${wanted}`),
  );
  if (listings.length < wanted) throw new Error(`only ${listings.length} listings of ${wanted}`);
  writeFileSync(
    out,
    JSON.stringify({
      fundPassword: FUND_PASSWORD,
      tokens,
      listings: listings.map((l) => ({
        id: Number(l.id),
        price: l.price,
        coin: l.coin,
        server: Number(l.server),
      })),
    }),
  );
} finally {
  await database.close();
}
