import { gameCoinAbi } from '@yuanlong/chain/abis';
import { COINS, type Coin, NATIVE_COIN } from '@yuanlong/shared/coins';
import { sql } from 'drizzle-orm';
import type { PublicClient } from 'viem';
import type { ChainContracts } from '../../chain/contracts.ts';
import { streamKey } from '../../chain/watcher.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { LEDGER_REASONS } from './ledger.ts';

/** Ledger reasons that move coins into or out of the GameVault on chain; every other reason stays in the game. */
export const CHAIN_REASONS = [
  LEDGER_REASONS.chainDeposit,
  LEDGER_REASONS.chainDepositReverted,
  LEDGER_REASONS.withdrawPaid,
  LEDGER_REASONS.withdrawPaidReverted,
] as const;

/** A balance whose ledger entries do not add up to it. */
export interface LedgerMismatch {
  user_id: number;
  server_id: number;
  coin: string;
  available: string;
  frozen: string;
  ledger_available: string;
  ledger_frozen: string;
}

/** One coin: what the users hold against what the vault holds on chain. */
export interface CoinReconciliation {
  coin: Coin;
  /** Σ (available + frozen) over every account, the platform's included. */
  users: bigint;
  /** Net of the ledger entries that never touched the chain (demo grants, game-side credits). */
  offChain: bigint;
  /** users − offChain: what the vault must hold for the users. */
  owed: bigint;
  /** Withdrawals asked for and not yet confirmed paid: frozen in `users`, still in the vault. */
  pendingPayouts: bigint;
  /** Open offers' amounts: frozen in `users` until accepted, cancelled, expired or lost. */
  openOffers: bigint;
  /** Σ frozen − pendingPayouts − openOffers: must be 0 (every frozen coin belongs to one of them). */
  frozenUnexplained: bigint;
  /** The vault's balance at the watcher's cursor block; null without a chain. */
  vault: bigint | null;
  /** vault − owed: positive is a surplus (e.g. a float put in by the operator), negative is missing. */
  difference: bigint | null;
}

export interface Reconciliation {
  /** The block the chain was read at (the watcher's cursor, so database and chain show the same events). */
  block: bigint | null;
  ledgerMismatches: LedgerMismatch[];
  coins: CoinReconciliation[];
  /** No ledger mismatch, no negative balance, every frozen coin explained, and the vault holds at least what is owed. */
  ok: boolean;
}

export interface ReconcileChain {
  client: PublicClient;
  contracts: ChainContracts;
}

/**
 * Checks the books: every role's balance (user, server, coin) equals the sum of its ledger entries (available and frozen),
 * and per coin the users' chain-backed holdings are in the vault. The database is read in one
 * snapshot together with the watcher's cursor, and the vault at that cursor's block, so events
 * the watcher has not applied yet (a payout mined but not confirmed) do not show as differences.
 */
export async function reconcile(db: Db, chain?: ReconcileChain): Promise<Reconciliation> {
  const snapshot = await db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      const ledgerMismatches = await queryRows<LedgerMismatch>(
        t,
        sql`select b.user_id::int as user_id, b.server_id, b.coin, b.available::text as available,
                   b.frozen::text as frozen,
                   coalesce(sum(e.available_delta), 0)::text as ledger_available,
                   coalesce(sum(e.frozen_delta), 0)::text as ledger_frozen
            from balances b left join ledger_entries e
              on e.user_id = b.user_id and e.server_id = b.server_id and e.coin = b.coin
            group by b.user_id, b.server_id, b.coin, b.available, b.frozen
            having b.available <> coalesce(sum(e.available_delta), 0)
                or b.frozen <> coalesce(sum(e.frozen_delta), 0)
                or b.available < 0 or b.frozen < 0
            order by b.user_id, b.server_id, b.coin`,
      );
      const chainReasons = sql.join(
        CHAIN_REASONS.map((r) => sql`${r}`),
        sql`, `,
      );
      const totals = await queryRows<{
        coin: string;
        users: string;
        off_chain: string;
        pending: string;
        offers: string;
        frozen: string;
      }>(
        t,
        sql`select c.coin,
              coalesce((select sum(available + frozen) from balances b where b.coin = c.coin), 0)::text as users,
              coalesce((select sum(available_delta + frozen_delta) from ledger_entries e
                        where e.coin = c.coin and e.reason not in (${chainReasons})), 0)::text as off_chain,
              coalesce((select sum(amount) from withdrawals w
                        where w.coin = c.coin and w.state in ('held', 'queued', 'sent')), 0)::text as pending,
              coalesce((select sum(amount) from offers o
                        where o.coin = c.coin and o.state = 'open'), 0)::text as offers,
              coalesce((select sum(frozen) from balances b where b.coin = c.coin), 0)::text as frozen
            from unnest(${sql.raw(`array[${COINS.map((c) => `'${c}'`).join(',')}]`)}::text[]) as c(coin)`,
      );
      const cursor = chain
        ? await queryRows<{ block: string }>(
            t,
            sql`select block_number::text as block from chain_cursors
                where chain_id = ${chain.contracts.chainId} and stream = ${streamKey(chain.contracts)}`,
          )
        : [];
      return { ledgerMismatches, totals, block: cursor[0] ? BigInt(cursor[0].block) : null };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const coins: CoinReconciliation[] = [];
  for (const row of snapshot.totals) {
    const coin = row.coin as Coin;
    const users = BigInt(row.users);
    const offChain = BigInt(row.off_chain);
    const owed = users - offChain;
    const vault = chain && snapshot.block !== null ? await vaultBalance(chain, coin, snapshot.block) : null;
    coins.push({
      coin,
      users,
      offChain,
      owed,
      pendingPayouts: BigInt(row.pending),
      openOffers: BigInt(row.offers),
      frozenUnexplained: BigInt(row.frozen) - BigInt(row.pending) - BigInt(row.offers),
      vault,
      difference: vault === null ? null : vault - owed,
    });
  }
  const ok =
    snapshot.ledgerMismatches.length === 0 &&
    coins.every((c) => (c.difference === null || c.difference >= 0n) && c.frozenUnexplained === 0n);
  return { block: snapshot.block, ledgerMismatches: snapshot.ledgerMismatches, coins, ok };
}

/** What the GameVault holds of a coin at a block. */
function vaultBalance(chain: ReconcileChain, coin: Coin, blockNumber: bigint): Promise<bigint> {
  const vault = chain.contracts.contracts.gameVault;
  if (coin === NATIVE_COIN) return chain.client.getBalance({ address: vault, blockNumber });
  return chain.client.readContract({
    address: chain.contracts.coins[coin as Exclude<Coin, 'BNB'>],
    abi: gameCoinAbi,
    functionName: 'balanceOf',
    args: [vault],
    blockNumber,
  });
}

/** The report as text: a line per coin and one per mismatching balance. */
export function formatReconciliation(r: Reconciliation): string {
  const lines = [
    r.block === null
      ? 'Chain: not read (no chain configured, or the watcher has no cursor yet).'
      : `Chain read at block ${r.block} (the chain watcher's cursor).`,
    'coin  users (base units)  off-chain  owed by the vault  vault on chain  difference  pending payouts  open offers',
  ];
  for (const c of r.coins) {
    const diff = c.difference === null ? '—' : `${c.difference > 0n ? '+' : ''}${c.difference}`;
    lines.push(
      `${c.coin.padEnd(5)} ${c.users}  ${c.offChain}  ${c.owed}  ${c.vault ?? '—'}  ${diff}  ${c.pendingPayouts}  ${c.openOffers}`,
    );
  }
  for (const m of r.ledgerMismatches) {
    lines.push(
      `MISMATCH user ${m.user_id} server ${m.server_id} ${m.coin}: balance ${m.available} available / ${m.frozen} frozen, ledger ${m.ledger_available} / ${m.ledger_frozen}`,
    );
  }
  for (const c of r.coins) {
    if (c.difference !== null && c.difference < 0n)
      lines.push(
        `MISSING ${c.coin}: the vault holds ${-c.difference} base units less than the users are owed`,
      );
  }
  for (const c of r.coins) {
    if (c.frozenUnexplained !== 0n)
      lines.push(
        `FROZEN ${c.coin}: ${c.frozenUnexplained} base units frozen that no pending payout or open offer explains`,
      );
  }
  lines.push(r.ok ? 'OK: the books balance.' : 'NOT OK: see the lines above.');
  return lines.join('\n');
}
