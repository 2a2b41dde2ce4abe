import { z } from 'zod';
import { COINS, type Coin } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/*
 * Handing a transaction over to the server (spec section 7: POST /api/card/deposit,
 * /api/mint/callback, /api/user/charge, /api/user/charge2, /api/user/bgg/charge): the web sends
 * the hash of a vault transaction it just sent, so the asset or balance shows "depositing" /
 * "on chain" at once. The server reads the receipt itself (the GameVault's event of the right
 * kind, for this account, of the right coin or asset) and remembers the report; it never
 * credits or moves anything: the chain watcher stays the source of truth and finishes the move
 * once the event has its confirmations. Reporting the same transaction again answers the same.
 */

/** What a reported transaction is: a coin deposit, an NFT deposit, or a claim/mint to the wallet. */
export const TX_REPORT_KINDS = ['coin_deposit', 'nft_deposit', 'claim'] as const;
export type TxReportKind = (typeof TX_REPORT_KINDS)[number];

/**
 * The coin variants of the spec's charge and withdraw paths:
 * - `/api/user/charge`, `/api/user/withdraw`: the game's ERC-20 coins (the body names the coin);
 * - `/api/user/charge2`, `/api/user/withdraw2`: BNB, the chain's own coin (`depositNative`);
 * - `/api/user/bgg/charge`, `/api/user/bgg/withdraw`: the second game's (BGG) coin, HFH.
 */
export const BGG_COIN: Coin = 'HFH';
export const COIN_VARIANTS = {
  main: COINS.filter((c) => c !== 'BNB'),
  native: ['BNB'],
  bgg: [BGG_COIN],
} as const satisfies Record<string, readonly Coin[]>;
export type CoinVariant = keyof typeof COIN_VARIANTS;

export const txHash = lazySchema(() =>
  z
    .string({ error: 'txHashInvalid' })
    .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'txHashInvalid' })
    .transform((hash) => hash.toLowerCase()),
);

/**
 * POST /api/card/deposit and /api/mint/callback: the transaction (`tx_hash`) and, optionally,
 * the asset (`id`) the web expects it to move: a transaction that moves another asset is refused.
 */
export const assetTxBody = lazySchema(() =>
  z.object({
    tx_hash: txHash,
    id: z.coerce.number().int().positive().optional(),
  }),
);
export type AssetTxBody = z.infer<typeof assetTxBody>;

/** POST /api/user/charge (and charge2, bgg/charge): the deposit transaction and, optionally, the coin expected. */
export const chargeBody = lazySchema(() => z.object({ tx_hash: txHash, coin: z.enum(COINS).optional() }));
export type ChargeBody = z.infer<typeof chargeBody>;

/**
 * What the server knows of a reported transaction:
 * - `confirming`: mined and checked; the watcher acts once `confirmations` reaches `required`;
 * - `done`: the watcher has applied it (the coins are credited, the asset is in the game or wallet).
 */
export const txReportSchema = lazySchema(() =>
  z.object({
    tx_hash: z.string(),
    kind: z.enum(TX_REPORT_KINDS),
    state: z.enum(['confirming', 'done']),
    confirmations: z.number().int().min(0),
    required: z.number().int().positive(),
    /** The game asset moved (NFT deposit, claim); null for coins. */
    asset_id: z.number().int().nullable(),
    /** Coin deposits: the coin and amount (base units); null otherwise. */
    coin: z.enum(COINS).nullable(),
    amount: baseUnits.nullable(),
  }),
);
export type TxReport = z.infer<typeof txReportSchema>;

/** An asset's move under way that a detail page shows until the watcher has finished it. */
export const ASSET_TRANSITS = ['depositing', 'on_chain'] as const;
export type AssetTransit = (typeof ASSET_TRANSITS)[number];

/**
 * POST /api/user/withdraw2 (BNB) and /api/user/bgg/withdraw (HFH): the withdrawal of
 * /api/user/withdraw with the coin fixed by the path (a `coin` in the body must be that one).
 */
export const fixedCoinWithdrawBody = lazySchema(() =>
  z.object({
    amount: baseUnits,
    pay_password: z
      .string({ error: 'fundPasswordRequired' })
      .min(1, { error: 'fundPasswordRequired' })
      .max(256),
    coin: z.enum(COINS).optional(),
  }),
);
export type FixedCoinWithdrawBody = z.infer<typeof fixedCoinWithdrawBody>;
