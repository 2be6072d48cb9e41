import { Readable } from 'node:stream';
import {
  csvHead,
  csvLines,
  shopDateTimeFormat,
  TO_THE_SECOND,
  type ActivityEntry,
  type ActivityLogChoices,
  type ActivityLogFilters,
  type ActivityLogPage,
  type ActivityLogQuery,
  type CsvColumn,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { contactsOf } from '../auth/users.service.ts';
import {
  countActivity,
  selectActivity,
  selectActivityAuthorIds,
  selectActivityBefore,
  selectActivityResources,
} from './activity-log.queries.ts';

/** How many entries the export reads at once. */
const EXPORT_BATCH = 500;

type AuditRow = Awaited<ReturnType<typeof selectActivity>>[number];

/** The entries with their author's mail (null once the account is gone), read through its owner. */
async function withAuthors(db: Database, rows: readonly AuditRow[]): Promise<ActivityEntry[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
  const mails = new Map((await contactsOf(db, ids)).map((contact) => [contact.id, contact.mail]));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    user_mail: row.user_id === null ? null : (mails.get(row.user_id) ?? null),
    created: row.created.toISOString(),
    resource: row.resource,
    record_id: row.record_id,
    action: row.action,
    diff: row.diff,
  }));
}

/** A Paris wall-clock time to the second, as a spreadsheet sorts it: 2026-11-29 14:05:09. */
const parisTime = shopDateTimeFormat('sv-SE', TO_THE_SECOND);

const ACTIONS = { create: 'création', update: 'modification', delete: 'suppression' } as const;

/** One line per changed field: what an auditor reads as "before → after". */
interface CsvLine {
  entry: ActivityEntry;
  field: string;
  change: { before: unknown; after: unknown } | null;
}

const COLUMNS: CsvColumn<CsvLine>[] = [
  { header: 'N°', value: ({ entry }) => entry.id },
  { header: 'Date (heure de Paris)', value: ({ entry }) => parisTime.format(new Date(entry.created)) },
  { header: 'Auteur', value: ({ entry }) => entry.user_mail ?? (entry.user_id === null ? 'compte supprimé' : '') },
  { header: 'Ressource', value: ({ entry }) => entry.resource },
  { header: 'Enregistrement', value: ({ entry }) => entry.record_id },
  { header: 'Action', value: ({ entry }) => ACTIONS[entry.action] },
  { header: 'Champ', value: ({ field }) => field },
  { header: 'Avant', value: ({ change }) => change?.before },
  { header: 'Après', value: ({ change }) => change?.after },
];

const linesOf = (entry: ActivityEntry): CsvLine[] => {
  const changes = Object.entries(entry.diff);
  return changes.length === 0
    ? [{ entry, field: '', change: null }]
    : changes.map(([field, change]) => ({ entry, field, change }));
};

async function* csvParts(db: Database, filters: ActivityLogFilters) {
  yield csvHead(COLUMNS);
  let beforeId: number | null = null;
  for (;;) {
    const rows = await selectActivityBefore(db, filters, beforeId, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield csvLines((await withAuthors(db, rows)).flatMap(linesOf), COLUMNS);
    if (rows.length < EXPORT_BATCH) return;
    beforeId = rows.at(-1)!.id;
  }
}

/**
 * The activity log (`ad/journal`): the audit log's entries across every resource, filtered, a
 * page at a time or whole as CSV. Read only: the database refuses any change to an entry.
 */
export function createActivityLog(db: Database) {
  return {
    async page(query: ActivityLogQuery): Promise<ActivityLogPage> {
      const { page, limit, ...filters } = query;
      const [rows, total] = await Promise.all([
        selectActivity(db, filters, limit, (page - 1) * limit),
        countActivity(db, filters),
      ]);
      return { code: 200, datas: await withAuthors(db, rows), total, page, limit };
    },

    async choices(): Promise<ActivityLogChoices> {
      const [ids, ressources] = await Promise.all([selectActivityAuthorIds(db), selectActivityResources(db)]);
      const auteurs = (await contactsOf(db, ids))
        .map(({ id, mail }) => ({ id, mail }))
        .sort((a, b) => a.mail.localeCompare(b.mail));
      return { code: 200, auteurs, ressources };
    },

    /** The whole log under the filters as CSV, read and sent a batch at a time. */
    csv(filters: ActivityLogFilters): Readable {
      return Readable.from(csvParts(db, filters));
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
