import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { generateCatalogue } from './generate.ts';
import { grantBalancesSql } from './related-sql.ts';

/** The bound e-mail of demo wallet n (1-based): asset actions need one; mail to it stays in the development mailbox. */
export const demoWalletEmail = (n: number) => `demo${n}@yuanlong.test`;

/**
 * Public test keys of the local dev chain whose accounts start activated, with a bound e-mail,
 * roles on servers 1 and 2 (1 current), game balances in every coin on both, and game assets
 * (on server 1): anvil keys 0 and 1 (used by the tests) and key 5, the demo player
 * that `npm start` prints for importing into a wallet. Players 6-8 start not activated, with
 * MDV on chain, so activation can be tried.
 */
export const DEMO_WALLETS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
] as const;

/** Whole coins worth of MDS each demo wallet starts with (10,000 MDS; other coins by value). */
export const DEMO_WALLET_GRANT = 10_000;

/** Creates (or activates) the demo wallets' accounts, funds them once and gives them roles, assets and eggs. */
export async function seedDemoWallets(db: Db, assetsEach = 12): Promise<void> {
  const addresses = DEMO_WALLETS.map((a) => a.toLowerCase());
  for (const [i, address] of addresses.entries()) {
    await db.execute(sql`
      insert into users (address, nickname, invite_code, activated_at, email, current_server_id)
      values (${address}, ${`Demo ${i + 1}`}, ${`DEMOWALLET-${i + 1}`}, now(), ${demoWalletEmail(i + 1)}, 1)
      on conflict (address) do update set activated_at = coalesce(users.activated_at, excluded.activated_at),
        email = coalesce(users.email, excluded.email)`);
  }
  const where = `address in (${addresses.map((a) => `'${a}'`).join(', ')})`;
  await db.execute(
    sql.raw(`insert into players (user_id, server_id, name)
      select u.id, s.server_id, 'Demo' || u.id || '-' || s.server_id
      from users u join game_servers s on s.server_id in (1, 2)
      where u.${where}
      on conflict do nothing`),
  );
  await db.execute(sql.raw(grantBalancesSql(`u.${where}`, String(DEMO_WALLET_GRANT))));
  // The same grant on server 2: each role has its own balances.
  await db.execute(sql.raw(grantBalancesSql(`u.${where}`, String(DEMO_WALLET_GRANT), '2')));
  await generateCatalogue(db, {
    owners: 0,
    assets: assetsEach * addresses.length,
    listedShare: 0.3,
    ownersWhere: where,
  });
  // Two MEggs each: one ready to hatch, one six hours from hatching (of 24).
  await db.execute(
    sql.raw(`insert into eggs (user_id, server_id, element, obtained_at, hatch_at)
      select u.id, u.current_server_id, e.element, now() - e.age, now() - e.age + interval '24 hours'
      from users u cross join (values (1, interval '25 hours'), (4, interval '18 hours')) as e(element, age)
      where u.${where}`),
  );
}
