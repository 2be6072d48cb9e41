import type { AuditEntry } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { AuditDiff } from '../../db/schema/index.ts';
import { insertAudit, insertAudits, selectAudits } from './audit.queries.ts';

type Row = Record<string, unknown>;

/** How many entries a detail page shows; older ones stay in the table. */
const HISTORY_LIMIT = 200;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two states of a row (either may be null: create, delete). The
 * version is left out: it changes on every write and says nothing to the reader.
 */
export function diffRows(before: Row | null, after: Row | null): AuditDiff {
  const diff: AuditDiff = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (field === 'version') continue;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (!same(was, is)) diff[field] = { before: was, after: is };
  }
  return diff;
}

interface AuditedWrite {
  userId: number;
  resource: string;
  recordId: string | number;
  before: Row | null;
  after: Row | null;
}

const auditRow = (entry: AuditedWrite) => ({
  user_id: entry.userId,
  resource: entry.resource,
  record_id: String(entry.recordId),
  action:
    entry.before === null ? ('create' as const) : entry.after === null ? ('delete' as const) : ('update' as const),
  diff: diffRows(entry.before, entry.after),
});

/** Appends one write to the audit log, inside the transaction that makes the write. */
export async function recordAudit(tx: Transaction, entry: AuditedWrite) {
  await insertAudit(tx, auditRow(entry));
}

/** Appends many writes at once (an import's), in multi-row inserts. */
export async function recordAudits(tx: Transaction, entries: readonly AuditedWrite[]) {
  await insertAudits(tx, entries.map(auditRow));
}

/** The history of one record, newest first. */
export async function listAudits(db: Database, resource: string, recordId: string | number): Promise<AuditEntry[]> {
  const rows = await selectAudits(db, resource, String(recordId), HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, created: row.created.toISOString() }));
}
