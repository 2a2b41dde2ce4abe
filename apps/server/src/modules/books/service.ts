import {
  type Books,
  type OpsHealth,
  PAYOUT_RATE_WINDOW_DAYS,
  PAYOUT_RUNWAY_WARNING_DAYS,
} from '@yuanlong/shared/operator-health';
import type { Hex } from 'viem';
import type { PayoutStatus } from '../../chain/payout-worker.ts';
import type { ChainRuntime } from '../../chain/runtime.ts';
import type { WatcherStatus } from '../../chain/watcher.ts';
import type { Database } from '../../db/client.ts';
import { type InventoryReader, reconcileWithGame } from '../../game/reconcile-game.ts';
import { chainStatusJson } from '../health/chain-status.ts';
import { reconcile } from '../ledger/reconcile.ts';

export interface OpsSources {
  database: Database;
  chain: ChainRuntime;
  watcherStatus: () => WatcherStatus | undefined;
  payoutStatus: () => PayoutStatus | undefined;
  /** The payout wallet (from PAYOUT_PRIVATE_KEY); undefined when none is configured. */
  payoutWallet: `0x${string}` | undefined;
  /** The game's inventory call, when a game is linked. */
  gameInventory: InventoryReader | undefined;
}

/** The latest paid payouts whose gas gives the cost per payout. */
const COST_SAMPLE = 10;

/**
 * The market's health for the console: the chain watcher, the payout wallet's BNB and how long it
 * lasts at the recent payout rate, and the depths of the queues.
 */
export function opsHealth(sources: OpsSources) {
  const { database, chain } = sources;
  // A mined transaction's gas never changes: each receipt is read once.
  const gasOf = new Map<string, bigint>();
  const count = async (text: string, params: unknown[] = []) => {
    const [row] = await database.query<{ n: string | number }>(text, params);
    return Number(row?.n ?? 0);
  };

  async function costPerPayout(): Promise<bigint | null> {
    const client = chain.client;
    if (!client) return null;
    const rows = await database.query<{ tx_hash: string }>(
      `select tx_hash from withdrawals where state = 'paid' and tx_hash is not null
        order by finished_at desc nulls last, id desc limit $1`,
      [COST_SAMPLE],
    );
    const costs: bigint[] = [];
    for (const { tx_hash } of rows) {
      let gas = gasOf.get(tx_hash);
      if (gas === undefined) {
        const receipt = await client.getTransactionReceipt({ hash: tx_hash as Hex }).catch(() => undefined);
        if (!receipt) continue;
        gas = receipt.gasUsed * receipt.effectiveGasPrice;
        gasOf.set(tx_hash, gas);
      }
      costs.push(gas);
    }
    return costs.length ? costs.reduce((a, b) => a + b, 0n) / BigInt(costs.length) : null;
  }

  return async (now: Date): Promise<OpsHealth> => {
    const status = sources.watcherStatus();
    const payout = sources.payoutStatus();
    const wallet = sources.payoutWallet ?? payout?.payer;
    const since = new Date(now.getTime() - PAYOUT_RATE_WINDOW_DAYS * 86_400_000);
    const [balance, cost, paidRecently, held, waiting, mails, pending, failed] = await Promise.all([
      wallet && chain.client
        ? chain.client.getBalance({ address: wallet }).catch(() => null)
        : Promise.resolve(null),
      costPerPayout(),
      count(`select count(*) as n from withdrawals where state = 'paid' and finished_at > $1`, [
        since.toISOString(),
      ]),
      count(`select count(*) as n from withdrawals where state = 'held'`),
      count(`select count(*) as n from withdrawals where state in ('queued', 'sent')`),
      count('select count(*) as n from mail_outbox'),
      count(`select count(*) as n from game_outbox where state = 'pending'`),
      count(`select count(*) as n from game_outbox where state = 'failed'`),
    ]);
    const covered = balance !== null && cost ? Number(balance / cost) : null;
    const perDay = paidRecently / PAYOUT_RATE_WINDOW_DAYS;
    const runway = covered !== null && perDay > 0 ? Math.round((covered / perDay) * 10) / 10 : null;
    const lacksGas = payout ? payout.payerLacksGas : null;
    const warning =
      lacksGas === true ||
      (covered !== null && covered < waiting) ||
      (runway !== null && runway < PAYOUT_RUNWAY_WARNING_DAYS);
    return {
      checked_at: now.toISOString(),
      chain: chainStatusJson(status),
      payouts: {
        wallet: wallet ?? null,
        balance_wei: balance === null ? null : balance.toString(),
        lacks_gas: lacksGas,
        last_error: payout?.lastError ?? null,
        paid_recently: paidRecently,
        cost_per_payout_wei: cost === null ? null : cost.toString(),
        payouts_covered: covered,
        runway_days: runway,
        warning,
      },
      queues: {
        withdrawals_held: held,
        payouts_waiting: waiting,
        mails,
        game_outbox_pending: pending,
        game_outbox_failed: failed,
      },
    };
  };
}

/**
 * The books, as `npm run reconcile` checks them: every balance against its ledger, per coin the
 * vault on chain against what is owed (with a chain), and each role's game assets against the
 * game's inventory (with a game linked).
 */
export async function books(sources: OpsSources, now: Date): Promise<Books> {
  const { chain } = sources;
  const report = await reconcile(
    sources.database.db,
    chain.client && chain.contracts ? { client: chain.client, contracts: chain.contracts } : undefined,
  );
  const game = sources.gameInventory
    ? await reconcileWithGame(sources.database.db, sources.gameInventory)
    : null;
  const text = (v: bigint | null) => (v === null ? null : v.toString());
  return {
    checked_at: now.toISOString(),
    ok: report.ok && (game === null || game.differences.length === 0),
    block: text(report.block),
    ledger_mismatches: report.ledgerMismatches.map((m) => ({
      ...m,
      user_id: Number(m.user_id),
      server_id: Number(m.server_id),
    })),
    coins: report.coins.map((c) => ({
      coin: c.coin,
      users: c.users.toString(),
      off_chain: c.offChain.toString(),
      owed: c.owed.toString(),
      pending_payouts: c.pendingPayouts.toString(),
      open_offers: c.openOffers.toString(),
      frozen_unexplained: c.frozenUnexplained.toString(),
      vault: text(c.vault),
      difference: text(c.difference),
    })),
    game: game && { roles: game.roles, in_flight: game.inFlight, differences: game.differences },
  };
}
