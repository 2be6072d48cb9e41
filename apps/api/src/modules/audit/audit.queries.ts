import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { audits, users, type AuditDiff } from '../../db/schema/index.ts';

export interface AuditInsert {
  user_id: number;
  resource: string;
  record_id: string;
  action: 'create' | 'update' | 'delete';
  diff: AuditDiff;
}

export async function insertAudit(tx: Transaction, entry: AuditInsert) {
  await tx.insert(audits).values(entry);
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2_000;

export async function insertAudits(tx: Transaction, entries: readonly AuditInsert[]) {
  for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
    await tx.insert(audits).values(entries.slice(start, start + INSERT_CHUNK));
  }
}

/** A record's history, newest first, with the author's mail (null once the account is gone). */
export function selectAudits(db: Database, resource: string, recordId: string, limit: number) {
  return db
    .select({
      id: audits.id,
      user_id: audits.user_id,
      user_mail: users.mail,
      created: audits.created,
      action: audits.action,
      diff: audits.diff,
    })
    .from(audits)
    .leftJoin(users, eq(users.id, audits.user_id))
    .where(and(eq(audits.resource, resource), eq(audits.record_id, recordId)))
    .orderBy(desc(audits.created), desc(audits.id))
    .limit(limit);
}
