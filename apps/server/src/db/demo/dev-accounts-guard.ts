import { sql } from 'drizzle-orm';
import { ANVIL_ADDRESSES } from '../../config-safety.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../rows.ts';

/**
 * Off the local dev chain, a database holding accounts of anvil's public test keys (demo data
 * seeded on the dev chain, or a copied dev database) stops the start: anyone could sign in as
 * them and withdraw their balances.
 */
export async function refuseDevAccounts(db: Db, config: { chainId: number; devFeatures: boolean }) {
  if (config.devFeatures) return;
  const rows = await queryRows<{ address: string }>(
    db,
    sql`select address from users where address in ${[...ANVIL_ADDRESSES]} order by address limit 3`,
  );
  if (rows.length === 0) return;
  throw new Error(
    `Refused database (docs/rules/safe-defaults.md): DATABASE_URL / DATA_DIR: the database holds accounts of public anvil test keys (${rows
      .map((r) => r.address)
      .join(
        ', ',
      )}), demo data of the local dev chain, but CHAIN_ID is ${config.chainId}; use a database without them`,
  );
}
