import { z } from 'zod';

/**
 * The development mailbox (only when no SMTP_URL is configured): mails the product sent,
 * newest first. GET /api/dev/mail?to=<address>&limit=<n>; the HTML page is /dev/mail.
 */
export const devMailQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The first six-digit code in the mail, for convenience. */
  code: z.string().nullable(),
  received_at: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailListSchema = z.array(devMailSchema);
