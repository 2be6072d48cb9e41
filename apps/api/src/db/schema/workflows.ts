import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import type { Translations } from './catalogue.ts';

/**
 * How the back office names and colours each order status, and whether the customer is mailed
 * when an order enters it. One row per status code (written by the migration); the codes and their
 * transitions stay in the code (packages/domain).
 */
export const statuts = pgTable('statuts', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  traductions: jsonb('traductions').$type<Translations<'label'>>().notNull().default({}),
  couleur: text('couleur').notNull(),
  mail_client: boolean('mail_client').notNull().default(false),
  ordre: integer('ordre').notNull().default(0),
  version: integer('version').notNull().default(1),
});

/** The ordered steps an order goes through in the warehouse. */
export const workflows = pgTable('workflows', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  actif: boolean('actif').notNull().default(true),
  version: integer('version').notNull().default(1),
});

export const workflowsEtapes = pgTable(
  'workflows_etapes',
  {
    id: serial('id').primaryKey(),
    workflow_id: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The lowest comes first. */
    ordre: integer('ordre').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('workflows_etapes_workflow_idx').on(table.workflow_id, table.ordre)],
);

/** The staff (admins) on a workflow. */
export const workflowsUsers = pgTable(
  'workflows_users',
  {
    workflow_id: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.workflow_id, table.user_id] })],
);

/** The staff assigned to a step (each one on the step's workflow). */
export const workflowsUsersEtapes = pgTable(
  'workflows_users_etapes',
  {
    etape_id: integer('etape_id')
      .notNull()
      .references(() => workflowsEtapes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.etape_id, table.user_id] })],
);
