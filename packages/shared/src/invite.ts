import { z } from 'zod';

/** What a sign-in did with the invite code it carried (absent when it carried none). */
export const INVITE_STATUSES = ['bound', 'unknown', 'self', 'ignored'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** `?page=&limit=` of a paged list (page from 1, at most 100 a page, 20 by default). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/user/invite_list: pages of the user's direct invitees, newest first. */
export const inviteListQuery = pageQuery;

export const inviteeSchema = z.object({
  userid: z.number().int(),
  /** The nickname, else the masked address (first 5 and last 4 characters). */
  name: z.string(),
  join_time: z.string(),
  /** 0 = state0 not activated, 1 = state1 activated. */
  state: z.union([z.literal(0), z.literal(1)]),
  activation_time: z.string().nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteListSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  activated: z.number().int(),
  list: z.array(inviteeSchema),
});
export type InviteList = z.infer<typeof inviteListSchema>;
