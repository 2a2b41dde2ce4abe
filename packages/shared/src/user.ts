import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Amounts travel as strings of base units (bigint-safe). */
export const baseUnits = lazySchema(() => z.string().regex(/^\d+$/));

/** User info (spec section 3). Coins are per coin symbol, in base units. */
export const userInfoSchema = lazySchema(() =>
  z.object({
    userid: z.number().int(),
    address: z.string(),
    email: z.string(),
    nickname: z.string(),
    token: z.string(),
    coins: z.record(z.string(), baseUnits),
    frozen_coins: z.record(z.string(), baseUnits),
    hero_nums: z.number().int(),
    equipment_nums: z.number().int(),
    magic_equipment_nums: z.number().int(),
    stone_nums: z.number().int(),
    inviter_code: z.string(),
    invite_code: z.string(),
    share_url: z.string(),
    current_server_id: z.number().int(),
    /** The role these balances, counts and online state are of: the Serverid header's, else the home server (current_server_id when it has a role). */
    server_id: z.number().int(),
    is_online: z.boolean(),
    has_pay_password: z.boolean(),
    /** Not in the spec's list: whether a login password is set (the first one is set with an e-mail code). */
    has_password: z.boolean(),
    /** Not in the spec's list: premium summon tickets held (1 per activated invitee; spent by summons). */
    summon_tickets: z.number().int(),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;
