import { z } from 'zod';
import { activityAssetPath } from './activities.ts';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/*
 * Notifications (issue 11 point 2): derived from activity entries where they are written
 * (apps/server/src/modules/notify), shown under the header's bell and mailed in the user's
 * language. Each kind is switchable in-app and by e-mail in /setting.
 */

/** The live-update topic (GET /api/events) of a new notification, for its user only: `{ id, kind }`. */
export const NOTIFICATION_TOPIC = 'notification';

export const NOTIFICATION_KINDS = [
  'itemSold',
  'outbid',
  'auctionLocked',
  'depositCredited',
  'claimReady',
  'withdrawalPaid',
  'inviteeActivated',
  'newSignIn',
  /** A followed asset was listed, repriced at or below the user's price, or put up for auction (watchlist.ts). */
  'watchedAsset',
  /** A new listing matched a saved search (watchlist.ts). */
  'savedSearch',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds told by e-mail only (a sign-in from a new device is no activity entry): no in-app switch. */
export const MAIL_ONLY_KINDS: readonly NotificationKind[] = ['newSignIn'];

/** One notification: what happened (the source activity's fields) and where it links. */
export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** The activity type it was derived from (e.g. 18 auction won vs 19 auction locked). */
    type: z.number().int(),
    read: z.boolean(),
    nftname: z.string(),
    amount: baseUnits.nullable(),
    coin: z.enum(COINS).nullable(),
    /** For invitee activated: the invitee's user id. */
    two_userid: z.number().int().nullable(),
    /** The web path it opens. */
    link: z.string(),
    created_at: z.string(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = lazySchema(() =>
  z.object({
    cursor: z.string().max(100).optional(),
    size: z.coerce.number().int().min(1).max(50).default(20),
  }),
);
export const notificationPageSchema = lazySchema(() =>
  z.object({
    items: z.array(notificationSchema),
    unread: z.number().int(),
    next_cursor: z.string().nullable(),
  }),
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Marks notifications read: the ids given, or every one when `all` is true. */
export const markReadBody = lazySchema(() =>
  z
    .object({
      ids: z.array(z.number().int().positive()).max(100).optional(),
      all: z.boolean().optional(),
    })
    .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: 'ids or all' }),
);
export const unreadSchema = lazySchema(() => z.object({ unread: z.number().int() }));

const switchesSchema = lazySchema(() => z.object({ in_app: z.boolean(), email: z.boolean() }));
export const notificationSettingsSchema = lazySchema(() =>
  z.object({
    kinds: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, switchesSchema])) as {
        [K in NotificationKind]: typeof switchesSchema;
      },
    ),
  }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** The settings answer also says whether mail can go anywhere (a bound e-mail). */
export const notificationSettingsAnswer = lazySchema(() =>
  notificationSettingsSchema.extend({ has_email: z.boolean() }),
);

/** Where a notification opens: the asset's page when it has one, else the account's wallet or invites. */
export function notificationLink(
  kind: NotificationKind,
  asset: { id: number | null; kind: number | null },
): string {
  if (asset.id !== null && asset.kind !== null) return activityAssetPath(asset.kind, asset.id);
  if (kind === 'inviteeActivated') return '/shares';
  if (kind === 'newSignIn') return '/setting#sessions';
  if (kind === 'outbid' || kind === 'auctionLocked') return '/marketplace?mode=auction';
  return '/activity';
}
