import type { DevMail } from '@yuanlong/shared/dev-mail';
import { desc, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema.ts';
import { codeInText } from '../../mail/mail-code.ts';

/** Mails of the development mailbox, newest first, optionally only those to one address. */
export async function listDevMails(db: Db, query: { to?: string; limit: number }): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(devMails)
    .where(query.to ? ilike(devMails.toAddress, `%${query.to.replace(/[\\%_]/g, '\\$&')}%`) : undefined)
    .orderBy(desc(devMails.id))
    .limit(query.limit);
  return rows.map((m) => ({
    id: m.id,
    to: m.toAddress,
    from: m.fromAddress,
    subject: m.subject,
    text: m.text,
    code: codeInText(m.text),
    received_at: m.receivedAt.toISOString(),
  }));
}
