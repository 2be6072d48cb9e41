import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SCOPES, STAFF_SCOPES, type AdminResourceDescriptor, type ReasonedRefusal } from '@boutique/domain';
import type { z } from 'zod';
import type { Access } from '../../access-table.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';

export type Row = Record<string, unknown>;

/**
 * A list of ids a record holds in a link table (e.g. a product's tags): read into the row as a
 * field, replaced whole by a write that carries the field.
 */
export interface LinkSet {
  table: PgTable;
  /** The column holding the record's key. */
  from: PgColumn;
  /** The column holding the linked id. */
  to: PgColumn;
}

/** Generated routes a resource may leave out: `create` is POST and adds, `delete` is DELETE and deleteall. */
export type OmittableRoute = 'list' | 'get' | 'create' | 'delete';

/** What the app hands the resources' hooks. */
export interface ResourceContext {
  publicUrl: string;
  /** Where media files live, for hooks that remove a record's files. */
  storage?: Storage;
  /**
   * The payment links' rules that run with a generic edit (a new amount cancels the old intent),
   * declared here by shape so the registry needs no import of modules/payment-links.
   */
  paymentLinks?: {
    forgetRepricedIntent(
      tx: Transaction,
      before: { id: number; montant: number },
      after: { montant: number },
    ): Promise<void>;
    cancelRepricedIntent(before: { montant: number; intent: string | null }, after: { montant: number }): Promise<void>;
  };
  /**
   * Runs in every write's transaction next to the audit row: the translations module remembers
   * the French source of each translation the write saved (its "outdated" flag later).
   */
  recordTranslationSources?: TranslationSourcesRecorder;
}

/** What the registry hands the translations module on each write of a translatable resource. */
export type TranslationSourcesRecorder = (
  tx: Transaction,
  entite: string,
  recordId: unknown,
  fields: readonly string[],
  before: Row | null,
  after: Row | null,
) => Promise<void>;

/** What an update's hook also knows: who made the change. */
export interface UpdateContext extends ResourceContext {
  userId: number;
}

/** One SQL condition per named filter, given the filter's parsed value. */
export type FilterConditions<Filters> = {
  [Name in keyof Filters]-?: (value: NonNullable<Filters[Name]>) => SQL | undefined;
};

export interface ResourceOptions<Descriptor extends AdminResourceDescriptor> {
  /** The shared contract (packages/domain/src/admin). */
  descriptor: Descriptor;
  table: PgTable;
  /** Who may call the resource's routes; `admin` unless said otherwise. */
  access?: Extract<Access, 'admin' | 'staff'>;
  /** Named filters of the descriptor → SQL; a filter absent from the descriptor cannot be sent. */
  filters: FilterConditions<z.output<Descriptor['filters']>>;
  /**
   * A column holding the author's user id: callers without the admin scope then see and change
   * only their own rows, and a new row is theirs.
   */
  owner?: PgColumn;
  /**
   * A message when a row may not take this change (e.g. an invoiced order), with its reason when
   * a client can act on it; null when it may. `change` is the edit's fields, or null for a delete.
   */
  frozen?: (row: Row, change: Row | null) => string | ReasonedRefusal | null;
  /**
   * Runs in the write's transaction after an update (e.g. the shipment mail when an order becomes
   * shipped, who moderated a review); may answer the row as it now is.
   */
  afterUpdate?: (tx: Transaction, before: Row, after: Row, context: UpdateContext) => Promise<Row | void>;
  /**
   * Once an update is committed, what must happen outside the database (cancelling a payment
   * link's intent of its old amount). Never before: a failed write must leave things as they were.
   */
  afterUpdateCommit?: (before: Row, after: Row, context: UpdateContext) => Promise<void>;
  /**
   * Input fields that are no column of the table and count only at creation (a variant's opening
   * stock): taken out of the row before it is written, ignored in an update, and handed to
   * `afterCreate`, which runs in the creation's transaction and may answer the row as it now is.
   */
  createOnly?: {
    fields: readonly string[];
    afterCreate: (tx: Transaction, row: Row, fields: Row, context: UpdateContext) => Promise<Row | void>;
  };
  /**
   * Shapes the rows an answer carries when the table's columns are not the descriptor's row
   * (dates as text, a joined name); called once per page, through the owning modules' queries.
   */
  present?: (db: Database | Transaction, rows: Row[]) => Promise<Row[]>;
  /**
   * The rows the resource covers, when the table also holds others the back office must neither
   * see nor change (the settings table keeps the server's own signing key).
   */
  rows?: SQL;
  /** Writes change what the storefront's cached product list and page heads show. */
  affectsCatalogue?: boolean;
  /**
   * Generated routes an existing module already answers (e.g. the public `GET /api/faqs`), or that
   * make no sense for the resource (orders are neither created nor deleted by hand; pictures are
   * created by upload).
   */
  omit?: readonly OmittableRoute[];
  /**
   * A message when a row may not be deleted yet (e.g. a picture still shown on a product), read
   * inside the delete's transaction after the row is locked; null when it may.
   */
  refuseDelete?: (tx: Transaction, row: Row) => Promise<string | null>;
  /**
   * Once a delete is committed, removes what the row owned outside the database (a picture's
   * files). Never before: a failed delete must leave its record whole.
   */
  afterDelete?: (row: Row, context: ResourceContext) => Promise<void>;
  /** A valid, unique input each call: the shared test suite creates records with it. */
  sample: () => z.input<Descriptor['input']>;
  /**
   * For the suite, when `create` is omitted: makes a record from a sample input through the
   * resource's own creation call and answers its row.
   */
  sampleCreate?: (
    inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
    input: z.input<Descriptor['input']>,
  ) => Promise<Row>;
  /**
   * For the suite, when `create` is omitted but another module answers `POST /api/{model}` (the
   * customers' own reviews): the status that call gives the generic body an admin sends.
   */
  sampleCreateRefusal?: number;
  /** A valid partial change for the suite's update and bulk edit. */
  sampleChange: () => Partial<z.input<Descriptor['input']>>;
  /**
   * For the suite: queries that must each find the given record, between them naming every
   * filter of the descriptor.
   */
  sampleFilters: (row: Row) => Partial<Record<string, string>>[];
  /** Row fields held in link tables rather than in the resource's own columns. */
  links?: Record<string, LinkSet>;
  /**
   * Rules across fields, run on the row a write would leave (the stored row plus the change):
   * field → messages; any message refuses the write with 400.
   */
  check?: (row: Row) => Record<string, string[]>;
  /** Above this many matching rows the paginator answers the planner's estimate. */
  countCap?: number;
}

export interface ResourceDefinition<
  Descriptor extends AdminResourceDescriptor = AdminResourceDescriptor,
> extends ResourceOptions<Descriptor> {
  access: Extract<Access, 'admin' | 'staff'>;
  scope: readonly string[];
  keyColumn: PgColumn;
  versionColumn: PgColumn;
  /** The row field of the owner column, if any. */
  ownerField: string | null;
  /** Sortable name → column, from the descriptor's allow-list. */
  sortColumns: Record<string, PgColumn>;
  countCap: number;
}

const ACCESS_SCOPES = { admin: [SCOPES.admin], staff: STAFF_SCOPES } as const;

/**
 * Checks a resource against its table once, at start (every sortable column, the key and the
 * version exist), and fills in the defaults.
 */
export function defineResource<Descriptor extends AdminResourceDescriptor>(
  options: ResourceOptions<Descriptor>,
): ResourceDefinition {
  const { descriptor, table } = options;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`Resource ${descriptor.model}: no column "${name}"`);
    return found;
  };
  const access = options.access ?? 'admin';
  return {
    ...(options as unknown as ResourceOptions<AdminResourceDescriptor>),
    access,
    scope: ACCESS_SCOPES[access],
    keyColumn: column(descriptor.key),
    versionColumn: column('version'),
    ownerField: options.owner
      ? (Object.entries(columns).find(([, candidate]) => candidate === options.owner)?.[0] ?? null)
      : null,
    sortColumns: Object.fromEntries(descriptor.sortable.map((name) => [name, column(name)])),
    countCap: options.countCap ?? 10_000,
  };
}
