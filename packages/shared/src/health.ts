import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptime_s: z.number() });
/**
 * The chain watcher as this instance sees it: null when it watches no chain. Only the leader
 * reads the chain; `lag` is blocks between the chain's head and the last applied block
 * (the confirmations still to come included); `head_stale`: the head has not moved for
 * CHAIN_STALE_HEAD_SECONDS. The chain never makes the instance unready: the market works
 * without it; deposits and activations wait.
 */
export const watcherReadySchema = z.object({
  leader: z.boolean(),
  cursor: z.number().int().nullable(),
  head: z.number().int().nullable(),
  lag: z.number().int().nullable(),
  head_stale: z.boolean(),
  last_error: z.string().nullable(),
});
/**
 * The payout worker as this instance sees it: null when it runs none. `last_error`: why its last
 * pass failed (the RPC, another chain id, the wallet's gas) or a payout it cannot move;
 * `payer_lacks_gas`: the payout wallet's BNB does not cover a payout's gas. Never unready:
 * withdrawals wait, queued, and are paid once the cause is gone.
 */
export const payoutsReadySchema = z.object({
  leader: z.boolean(),
  payer: z.string(),
  payer_lacks_gas: z.boolean(),
  last_error: z.string().nullable(),
});
/**
 * The game link as this instance sees it: null when no game is configured (GAME_API_URL).
 * `reachable`: the game's GET /v1/health answered 200 just now. An unreachable game never makes
 * the instance unready: the market works, its commands wait in the outbox.
 */
export const gameReadySchema = z.object({
  url: z.string(),
  reachable: z.boolean(),
  error: z.string().nullable(),
});
export const readySchema = z.object({
  database: z.boolean(),
  chain: watcherReadySchema.nullable(),
  payouts: payoutsReadySchema.nullable(),
  game: gameReadySchema.nullable(),
});
