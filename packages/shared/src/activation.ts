import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/** Account activation (1 MDV paid to the Activation contract): where the signed-in user stands. */
export const ACTIVATION_STATES = ['not_activated', 'activating', 'activated'] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];

const evmAddress = lazySchema(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/));
export const txHashSchema = lazySchema(() => z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'invalidInput'));

/**
 * GET /api/user/activation. To activate, the wallet sends `approve(contract, price)` on
 * `coin.address`, then `activate(account)` on `contract` (the Activation contract), then
 * POST /api/user/activation {tx_hash}. While `activating`, `confirmations` counts up to
 * `required`; the account is `activated` once the event has them all.
 * `coin.decimals` and `price` are null when the chain could not be read just now.
 */
export const activationSchema = lazySchema(() =>
  z.object({
    state: z.enum(ACTIVATION_STATES),
    /** The value to pass to `activate(uint256 account)`: the user id, as a decimal string. */
    account: z.string().regex(/^\d+$/),
    /** The activation transaction, when known. */
    tx_hash: z.string().nullable(),
    /** Confirmations of the activation transaction so far (capped at `required`). */
    confirmations: z.number().int().min(0),
    required: z.number().int().positive(),
    /** The reported transaction failed on chain (reverted): pay again. */
    failed: z.boolean(),
    /** The Activation contract; null when the server has no deployment configured. */
    contract: evmAddress.nullable(),
    coin: z.object({
      symbol: z.literal('MDV'),
      address: evmAddress.nullable(),
      decimals: z.number().int().nullable(),
    }),
    /** Base units of MDV that `activate` takes (1 MDV). */
    price: baseUnits.nullable(),
  }),
);
export type Activation = z.infer<typeof activationSchema>;

/** POST /api/user/activation: the transaction the wallet sent (`activate(account)`). */
export const activationReportBody = lazySchema(() => z.object({ tx_hash: txHashSchema }));
