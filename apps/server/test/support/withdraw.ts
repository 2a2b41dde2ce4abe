import { devAccounts } from '@yuanlong/chain/accounts';
import { eq, sql } from 'drizzle-orm';
import { type ChainRuntime, createChainRuntime } from '../../src/chain/runtime.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/rows.ts';
import { users } from '../../src/db/schema.ts';
import type { TestChain } from './chain.ts';
import { type TraderOptions, trader } from './market.ts';

/** The app's view of a test chain (its RPC, deployment and voucher signer), with `confirmations`. */
export function testChainRuntime(chain: TestChain, confirmations = 3): ChainRuntime {
  const config = loadConfig({
    CHAIN_RPC_URL: chain.rpcUrl,
    CHAIN_ID: String(chain.chainId),
    CHAIN_CONFIRMATIONS: String(confirmations),
    SIGNER_PRIVATE_KEY: devAccounts.signer.privateKey,
  });
  return createChainRuntime(config, { contracts: chain.contracts });
}

let counter = 0;
/** A trader (activated, fund password, balances) with a bound e-mail and, optionally, a given wallet. */
export async function withdrawer(
  database: Database,
  options: TraderOptions & { email?: boolean; address?: string } = {},
) {
  const user = await trader(database, options);
  counter += 1;
  await database.db
    .update(users)
    .set({
      email: options.email === false ? null : `w${counter}-${Date.now()}@example.com`,
      ...(options.address ? { address: options.address.toLowerCase() } : {}),
    })
    .where(eq(users.id, user.userId));
  return user;
}

/** Balances whose journal (available and frozen deltas) does not add up to them (should be none). */
export function unreconciledBoth(database: Database) {
  return queryRows(
    database.db,
    sql`select b.user_id, b.coin, b.available, b.frozen
        from balances b left join ledger_entries e on e.user_id = b.user_id and e.coin = b.coin
        group by b.user_id, b.coin, b.available, b.frozen
        having b.available <> coalesce(sum(e.available_delta), 0)
            or b.frozen <> coalesce(sum(e.frozen_delta), 0)`,
  );
}

/** A user's balance of a coin: available and frozen. */
export async function balanceOf(database: Database, userId: number, coin: string) {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    database.db,
    sql`select available::text, frozen::text from balances where user_id = ${userId} and coin = ${coin}`,
  );
  return { available: BigInt(row?.available ?? '0'), frozen: BigInt(row?.frozen ?? '0') };
}

/** A user's ledger entries (reason, available delta, frozen delta) in order. */
export function ledgerOf(database: Database, userId: number, coin: string) {
  return queryRows<{ reason: string; available: string; frozen: string; reference: string }>(
    database.db,
    sql`select reason, available_delta::text as available, frozen_delta::text as frozen, reference
        from ledger_entries where user_id = ${userId} and coin = ${coin} order by id`,
  );
}
