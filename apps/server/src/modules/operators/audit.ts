import type { AuditEntry } from '@yuanlong/shared/operators';
import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit, operators } from '../../db/schema.ts';

/** What an audit entry records: who (null: the command line, or nobody signed in), what, and the change. */
export interface AuditRecord {
  operatorId: number | null;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Appends an entry to the audit log (in the caller's transaction when `db` is one). */
export async function audit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: record.operatorId,
    action: record.action,
    target: record.target ?? '',
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip ?? '',
  });
}

/** A page of the audit log, newest first; `next` is the `before` of the following page. */
export async function auditPage(db: Db, query: { before?: number; limit: number }) {
  const rows = await db
    .select({
      id: operatorAudit.id,
      at: operatorAudit.at,
      operator: operators.name,
      action: operatorAudit.action,
      target: operatorAudit.target,
      before: operatorAudit.before,
      after: operatorAudit.after,
      ip: operatorAudit.ip,
    })
    .from(operatorAudit)
    .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(query.before === undefined ? undefined : lt(operatorAudit.id, query.before))
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit + 1);
  const items: AuditEntry[] = rows.slice(0, query.limit).map((r) => ({ ...r, at: r.at.toISOString() }));
  const next = rows.length > query.limit ? (items.at(-1)?.id ?? null) : null;
  return { items, next };
}
