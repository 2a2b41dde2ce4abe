import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import type { OperatorRole } from './operators.ts';
import { WITHDRAWAL_STATES } from './withdraw.ts';

/*
 * The console's controls over players (/api/admin/users, /withdrawals, /listings): find a user and
 * see their account; freeze or unfreeze them; reset a lost second factor; review held withdrawals;
 * delist a listing. Every change is an audit entry.
 */

/**
 * Who may do what: any operator looks; support freezes, resets a second factor and delists; finance
 * releases or refuses held withdrawals (and may do what support may).
 */
export const CONTROL_ROLES = {
  look: 'viewer',
  freeze: 'support',
  resetSecondFactor: 'support',
  delist: 'support',
  reviewWithdrawal: 'finance',
} as const satisfies Record<string, OperatorRole>;

/** A search: an id, a wallet address, an e-mail address or an invite code (whole, any case). */
export const userSearchQuery = lazySchema(() => z.object({ q: z.string().trim().min(1).max(200) }));

export const userSummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    address: z.string().nullable(),
    email: z.string().nullable(),
    nickname: z.string(),
    invite_code: z.string(),
    created_at: z.string(),
    activated: z.boolean(),
    frozen_at: z.string().nullable(),
    second_factor: z.boolean(),
  }),
);
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userSearchSchema = lazySchema(() => z.object({ items: z.array(userSummarySchema) }));

const adminWithdrawal = () =>
  z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    server_id: z.number().int(),
    coin: z.string(),
    /** Base units. */
    amount: z.string(),
    to_address: z.string(),
    state: z.enum(WITHDRAWAL_STATES),
    tx_hash: z.string().nullable(),
    created_at: z.string(),
  });
export const adminWithdrawalSchema = lazySchema(adminWithdrawal);
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** Everything support needs to see about one user (newest first, each list bounded). */
export const userDetailSchema = lazySchema(() =>
  z.object({
    user: userSummarySchema,
    roles: z.array(z.object({ server_id: z.number().int(), name: z.string(), created_at: z.string() })),
    balances: z.array(
      z.object({ server_id: z.number().int(), coin: z.string(), available: z.string(), frozen: z.string() }),
    ),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        server_id: z.number().int(),
        coin: z.string(),
        available_delta: z.string(),
        frozen_delta: z.string(),
        reason: z.string(),
        reference: z.string(),
        created_at: z.string(),
      }),
    ),
    assets: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.number().int(),
        location: z.number().int(),
        server_id: z.number().int().nullable(),
        status: z.number().int().nullable(),
        /** The open listing of the asset, if it is on sale. */
        listing: z.object({ id: z.number().int(), price: z.string(), coin: z.string() }).nullable(),
      }),
    ),
    sessions: z.array(
      z.object({
        id: z.number().int(),
        created_at: z.string(),
        last_seen_at: z.string(),
        expires_at: z.string(),
        ip: z.string(),
        user_agent: z.string(),
      }),
    ),
    withdrawals: z.array(adminWithdrawal()),
    /** The user's activity entries (spec section 3), as their feed lists them. */
    activity: z.array(
      z.object({
        id: z.number().int(),
        /** The entry's type code (ACTIVITY_TYPES). */
        type: z.number().int(),
        asset_id: z.number().int().nullable(),
        name: z.string(),
        amount: z.string().nullable(),
        coin: z.string().nullable(),
        /** The other party, when there is one (a sale's buyer or seller). */
        other_user_id: z.number().int().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
);
export type UserDetail = z.infer<typeof userDetailSchema>;

export const adminWithdrawalsSchema = lazySchema(() => z.object({ items: z.array(adminWithdrawal()) }));

export const freezeBody = lazySchema(() => z.object({ frozen: z.boolean() }));
export const adminIdParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
