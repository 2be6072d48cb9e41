import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { hasScope, translatableFields, type AdminPaginatorQuery, type BulkResult } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, INVALID_FIELDS, notFound } from '../../lib/errors.ts';
import { orderByFromSort, pageOffset } from '../../lib/paginate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { refusingConstraints } from './constraint-refusal.ts';
import { fieldErrors } from './field-errors.ts';
import type { ResourceContext, ResourceDefinition, Row } from './define-resource.ts';
import { replaceLinkedIds, selectLinkedIds } from './resource-links.queries.ts';
import { byKey, countRows, deleteRow, insertRow, selectRow, selectRows, updateRow } from './resource.queries.ts';

export interface Caller {
  id: number;
  scopes: readonly string[];
}
type Key = number | string;

/** A plain list (`GET /api/{model}`) stops there: bigger sets page through the paginator. */
export const LIST_CAP = 500;

/**
 * The use cases of one registered resource. Every write runs in a transaction that locks the row,
 * checks the version the editor started from and the frozen-row rule, then appends the audit entry;
 * `onWrite` runs after commit (e.g. to drop the storefront's cached catalogue).
 */
export function createResourceService(
  db: Database,
  definition: ResourceDefinition,
  onWrite: () => void,
  context: ResourceContext = { publicUrl: '' },
) {
  const { descriptor } = definition;
  const isOwnerBound = (caller: Caller) => definition.owner !== undefined && !hasScope(caller.scopes, 'admin');
  /** Rows the caller may see: all of them, or their own when the resource has an owner column. */
  const visible = (caller: Caller, where?: SQL) =>
    and(where, definition.rows, isOwnerBound(caller) ? byOwner(caller.id) : undefined);
  const byOwner = (userId: number) => eq(definition.owner!, userId);
  const filtersOf = (query: Record<string, unknown>) =>
    Object.entries(definition.filters).map(([name, condition]) =>
      query[name] === undefined ? undefined : (condition as (value: unknown) => SQL | undefined)(query[name]),
    );
  const orderOf = (query: Pick<AdminPaginatorQuery, 'sort' | 'order'>) => {
    const sort = query.sort && query.order && !query.sort.includes(' ') ? `${query.sort} ${query.order}` : query.sort;
    const [first] = descriptor.sortable;
    const byDefault = descriptor.defaultOrder === 'desc' ? desc : asc;
    return [
      orderByFromSort(sort, definition.sortColumns, byDefault(definition.sortColumns[first]!)),
      definition.keyColumn,
    ];
  };
  const refuseFrozen = (row: Row, change: Row | null) => {
    const refusal = definition.frozen?.(row, change);
    if (typeof refusal === 'string') throw new AppError(409, refusal, {}, 'record_frozen');
    if (refusal) throw new AppError(409, refusal.message, {}, refusal.reason);
  };
  const translated = translatableFields(descriptor.input);
  /**
   * Every write ends here, in its transaction: the audit row, and for a translatable resource the
   * French source each saved translation was written from (its "outdated" flag later).
   */
  const audit = async (tx: Transaction, caller: Caller, before: Row | null, after: Row | null) => {
    const recordId = (after ?? before)![descriptor.key];
    await recordAudit(tx, { userId: caller.id, resource: descriptor.model, recordId: String(recordId), before, after });
    await context.recordTranslationSources?.(tx, descriptor.model, recordId, translated, before, after);
  };
  /** Per-row outcomes of a bulk call: one refused row does not hold the others back. */
  const eachRow = async <T>(items: readonly T[], run: (item: T) => Promise<BulkResult>) => {
    const results: BulkResult[] = [];
    try {
      for (const item of items) results.push(await runRow(item, run));
    } finally {
      // Even if an unexpected failure stops the batch, what was saved must show.
      if (results.some((result) => result.done)) onWrite();
    }
    return results;
  };
  const runRow = async <T>(item: T, run: (item: T) => Promise<BulkResult>): Promise<BulkResult> => {
    try {
      return await run(item);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        ...(typeof item === 'object' ? {} : { id: item as Key }),
        done: false,
        message: error.message,
        ...(Object.keys(error.errors).length > 0 ? { errors: error.errors } : {}),
      };
    }
  };
  const parseKey = (raw: unknown): Key => {
    const parsed = descriptor.keySchema.safeParse(raw);
    if (!parsed.success) throw new AppError(400, 'Identifiant invalide.', {}, 'record_id_invalid');
    return parsed.data;
  };

  const linkEntries = Object.entries(definition.links ?? {});
  /** Adds each link field to the rows (an empty list when a row has no link). */
  const withLinks = async (reader: Database | Transaction, rows: Row[]) => {
    for (const [field, link] of linkEntries) {
      const linked = await selectLinkedIds(
        reader,
        link,
        rows.map((row) => row[descriptor.key]),
      );
      for (const row of rows) row[field] = linked.get(row[descriptor.key]) ?? [];
    }
    return rows;
  };
  const withLinksOne = async (reader: Database | Transaction, row: Row | null) =>
    row ? ((await withLinks(reader, [row]))[0] ?? null) : null;
  /** The change split between the table's own columns and the link fields it carries. */
  const splitLinks = (values: Row) => {
    const columns = { ...values };
    const links: [string, number[]][] = [];
    for (const [field] of linkEntries) {
      if (columns[field] !== undefined) links.push([field, columns[field] as number[]]);
      delete columns[field];
    }
    return { columns, links };
  };
  const writeLinks = async (tx: Transaction, key: unknown, links: [string, number[]][]) => {
    for (const [field, ids] of links) await replaceLinkedIds(tx, definition.links![field]!, key, ids);
  };
  const refuseUnchecked = (row: Row) => {
    const errors = definition.check?.(row) ?? {};
    if (Object.keys(errors).length > 0) throw new AppError(400, INVALID_FIELDS, errors, 'validation_failed');
  };

  /** Takes the creation-only fields out of a change (they are no column), answering them. */
  const takeCreateOnly = (values: Row): Row => {
    const taken: Row = {};
    for (const field of definition.createOnly?.fields ?? []) {
      if (values[field] !== undefined) taken[field] = values[field];
      delete values[field];
    }
    return taken;
  };

  async function insertOne(input: Row, caller: Caller) {
    const values = { ...input };
    if (definition.ownerField && (isOwnerBound(caller) || values[definition.ownerField] === undefined)) {
      values[definition.ownerField] = caller.id;
    }
    refuseUnchecked(values);
    const createOnly = takeCreateOnly(values);
    const { columns, links } = splitLinks(values);
    return refusingConstraints('write', () =>
      db.transaction(async (tx) => {
        const inserted = await insertRow(tx, definition, columns);
        await writeLinks(tx, inserted[descriptor.key], links);
        const linked = (await withLinksOne(tx, inserted))!;
        const row =
          (await definition.createOnly?.afterCreate(tx, linked, createOnly, { ...context, userId: caller.id })) ??
          linked;
        await audit(tx, caller, null, row);
        return row;
      }),
    );
  }

  /** Locks, checks and changes one row; a version mismatch answers the current row instead. */
  async function updateOne(key: Key, change: Row, caller: Caller, version?: number) {
    const values = { ...change };
    // A record's key and owner do not move through an edit.
    delete values[descriptor.key];
    if (definition.ownerField) delete values[definition.ownerField];
    takeCreateOnly(values);
    const result = await refusingConstraints('write', () =>
      db.transaction(async (tx) => {
        const locked = await selectRow(tx, definition, visible(caller, byKey(definition, key))!, { lock: true });
        const before = await withLinksOne(tx, locked);
        if (!before) throw notFound(undefined, 'record_not_found');
        if (version !== undefined && before.version !== version) return { stale: before, row: null, before: null };
        refuseFrozen(before, values);
        refuseUnchecked({ ...before, ...values });
        const { columns, links } = splitLinks(values);
        const updated = await updateRow(tx, definition, byKey(definition, key), columns);
        await writeLinks(tx, key, links);
        const linked = (await withLinksOne(tx, updated))!;
        const after = (await definition.afterUpdate?.(tx, before, linked, { ...context, userId: caller.id })) ?? linked;
        await audit(tx, caller, before, after);
        return { row: after, stale: null, before };
      }),
    );
    if (result.stale) return { row: null, stale: result.stale };
    await definition.afterUpdateCommit?.(result.before, result.row, { ...context, userId: caller.id });
    return { row: result.row, stale: null };
  }

  async function deleteOne(key: Key, caller: Caller) {
    const deleted = await refusingConstraints('delete', () =>
      db.transaction(async (tx) => {
        const locked = await selectRow(tx, definition, visible(caller, byKey(definition, key))!, { lock: true });
        const before = await withLinksOne(tx, locked);
        if (!before) throw notFound(undefined, 'record_not_found');
        refuseFrozen(before, null);
        const refusal = await definition.refuseDelete?.(tx, before);
        if (refusal) throw new AppError(409, refusal, {}, 'record_in_use');
        await deleteRow(tx, definition, byKey(definition, key));
        await audit(tx, caller, before, null);
        return before;
      }),
    );
    await definition.afterDelete?.(deleted, context);
  }

  /** The rows as the answer's schema describes them. */
  const present = (rows: Row[]) => (definition.present ? definition.present(db, rows) : Promise.resolve(rows));
  const presentOne = async (row: Row) => (await present([row]))[0]!;

  return {
    definition,
    async page(query: AdminPaginatorQuery & Record<string, unknown>, caller: Caller) {
      const where = visible(caller, and(...filtersOf(query)));
      const orderBy = orderOf(query);
      const [rows, counted] = await Promise.all([
        selectRows(db, definition, where, orderBy, query.limit, pageOffset(query)).then((found) =>
          withLinks(db, found),
        ),
        countRows(db, definition, where),
      ]);
      return {
        datas: await present(rows),
        total: counted.total,
        total_exact: counted.exact,
        page: query.page,
        limit: query.limit,
      };
    },
    async list(query: Record<string, unknown>, caller: Caller) {
      const rows = await selectRows(db, definition, visible(caller, and(...filtersOf(query))), orderOf({}), LIST_CAP);
      return present(await withLinks(db, rows));
    },
    async get(key: Key, caller: Caller) {
      const row = await withLinksOne(db, await selectRow(db, definition, visible(caller, byKey(definition, key))!));
      if (!row) throw notFound(undefined, 'record_not_found');
      return presentOne(row);
    },
    async create(input: Row, caller: Caller) {
      const row = await insertOne(input, caller);
      onWrite();
      return presentOne(row);
    },
    /** Several creations, each validated and stored on its own. */
    adds(datas: readonly unknown[], caller: Caller) {
      return eachRow(datas, async (data) => {
        const parsed = descriptor.input.safeParse(data);
        if (!parsed.success) {
          throw new AppError(400, INVALID_FIELDS, fieldErrors(parsed.error), 'validation_failed');
        }
        const row = await insertOne(parsed.data, caller);
        return { id: row[descriptor.key] as Key, done: true };
      });
    },
    async update(key: Key, change: Row, version: number, caller: Caller) {
      const result = await updateOne(key, change, caller, version);
      if (result.row) {
        onWrite();
        return { row: await presentOne(result.row), stale: null };
      }
      return { row: null, stale: await presentOne(result.stale) };
    },
    /** The same change on several rows, each in its own transaction (no version: a bulk action). */
    editAll(ids: readonly unknown[], change: Row, caller: Caller) {
      return eachRow(ids, async (raw) => {
        const key = parseKey(raw);
        await updateOne(key, change, caller);
        return { id: key, done: true };
      });
    },
    async remove(key: Key, caller: Caller) {
      await deleteOne(key, caller);
      onWrite();
    },
    removeAll(ids: readonly unknown[], caller: Caller) {
      return eachRow(ids, async (raw) => {
        const key = parseKey(raw);
        await deleteOne(key, caller);
        return { id: key, done: true };
      });
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
