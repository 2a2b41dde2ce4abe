import { z } from 'zod';
import { COINS } from './coins.ts';
import { baseUnits } from './user.ts';

/*
 * Withdrawing coins from the game to the wallet (spec sections 4 and 5; design "Moving assets").
 * A request freezes the amount in the game balance and joins a queue; the server's payout
 * wallet submits a payout voucher to the GameVault (nonce = the voucher's number, used once on
 * chain), and the chain watcher finishes the withdrawal once the CoinPaidOut event has the
 * configured confirmations. At most one withdrawal per user per 24 hours, each above the coin's
 * minimum, paid to the account's own wallet address.
 */

/**
 * Where a withdrawal stands:
 * - `held`: above its coin's hold threshold: frozen, waiting for an operator's review;
 * - `queued`: frozen in the game, waiting for the payout wallet;
 * - `sent`: the payout transaction is on its way (`tx_hash`), confirmations counting;
 * - `paid`: the payout event is confirmed; the frozen amount has left the game;
 * - `failed`: it could not be paid (e.g. the voucher expired unused); the amount is available again;
 * - `refused`: an operator refused it after review; the amount is available again.
 */
export const WITHDRAWAL_STATES = ['held', 'queued', 'sent', 'paid', 'failed', 'refused'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** Hours between two withdrawals of one user (spec: once per 24 hours). */
export const WITHDRAW_COOLDOWN_HOURS = 24;

/**
 * Hours that withdrawals and claims to the wallet are held after a security change: a new login
 * password (changed or reset), fund password or e-mail address replacing a previous one, the second
 * factor turned on or off. A first password or address holds nothing back (there was nothing to
 * take over).
 */
export const SECURITY_HOLD_HOURS = 24;

/** "20 h 5 min": the time left of a hold, in whole minutes (rounded up), for the security-hold message. */
export function holdLeft(untilMs: number, nowMs: number): { hours: string; minutes: string } {
  const minutes = Math.max(1, Math.ceil((untilMs - nowMs) / 60_000));
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) };
}

export const withdrawalSchema = z.object({
  id: z.number().int(),
  coin: z.enum(COINS),
  /** Base units. */
  amount: baseUnits,
  /** The wallet address it is paid to (the account's own). */
  to_address: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  /** The payout transaction, once sent. */
  tx_hash: z.string().nullable(),
  /** Confirmations of the payout so far (capped at `required`), 0 before it is mined. */
  confirmations: z.number().int().min(0),
  required: z.number().int().positive(),
  created_at: z.string(),
  /** When it was confirmed paid, or failed. */
  finished_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * GET /api/user/withdrawals: the user's withdrawals (newest first, at most 20) and the rules
 * that apply now: the minimum per coin (base units), the deposit minimum per coin, and when the next request is allowed
 * (null: now).
 */
export const withdrawalsSchema = z.object({
  items: z.array(withdrawalSchema),
  minimums: z.record(z.string(), baseUnits),
  /** The smallest deposit per coin (base units): the deposit dialog refuses less. */
  deposit_minimums: z.record(z.string(), baseUnits),
  next_allowed_at: z.string().nullable(),
  /** Until when withdrawals and claims are held after a security change (null: not held). */
  security_hold_until: z.string().nullable(),
});
export type Withdrawals = z.infer<typeof withdrawalsSchema>;

/**
 * POST /api/user/withdraw: asks to withdraw `amount` base units of `coin` to the account's wallet.
 * Needs a bound e-mail, an activated account, the fund password, an amount above zero and at
 * least the coin's minimum, enough available balance, and no other withdrawal in the last
 * 24 hours. Answers the new withdrawal (`queued`).
 */
export const withdrawBody = z.object({
  coin: z.enum(COINS),
  amount: baseUnits,
  pay_password: z
    .string({ error: 'fundPasswordRequired' })
    .min(1, { error: 'fundPasswordRequired' })
    .max(256),
  /** The second factor (a 6-digit authenticator code or a recovery code), needed once it is on. */
  totp_code: z.string().trim().max(32).optional(),
});
export type WithdrawBody = z.infer<typeof withdrawBody>;
