import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DeliveryRate, DiscountKind } from '@boutique/domain';
import { users } from './accounts.ts';
import { adresses } from './addresses.ts';
import { paniers } from './basket.ts';
import { gammes, produits, type Translations } from './catalogue.ts';
import { commandes } from './orders.ts';

export const transporteurs = pgTable('transporteurs', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  actif: boolean('actif').notNull().default(true),
  /** The carrier's tracking page, `{suivi}` standing for the number; null: no tracking. */
  suivi_url: text('suivi_url'),
  version: integer('version').notNull().default(1),
});

/**
 * The countries the shop sells to (ISO 3166-1 alpha-2), with their standard VAT rate in basis
 * points. Checkout delivers only to an active country that an active method serves.
 */
export const pays = pgTable(
  'pays',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nom: text('nom').notNull(),
    tva_bps: integer('tva_bps').notNull(),
    actif: boolean('actif').notNull().default(true),
    ordre: integer('ordre').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('pays_code_iso', sql`${table.code} ~ '^[A-Z]{2}$'`),
    check('pays_tva_bps', sql`${table.tva_bps} between 0 and 10000`),
  ],
);

/** A carrier's service, priced in TTC cents, for the countries it serves. */
export const methodesLivraisons = pgTable(
  'methodes_livraisons',
  {
    id: serial('id').primaryKey(),
    transporteur_id: integer('transporteur_id')
      .notNull()
      .references(() => transporteurs.id),
    label: text('label').notNull(),
    /** The label in other languages; French is `label`. */
    traductions: jsonb('traductions').$type<Translations<'label'>>().notNull().default({}),
    /** The price when no band applies. */
    prix_ttc: integer('prix_ttc').notNull(),
    /** Price bands by country and parcel weight (`deliveryBasePrice`, packages/domain). */
    tarifs: jsonb('tarifs').$type<DeliveryRate[]>().notNull().default([]),
    delai_min: integer('delai_min').notNull(),
    delai_max: integer('delai_max').notNull(),
    /** Free once the basket reaches the threshold (configuration 'livraison.franco_cents'). */
    franco: boolean('franco').notNull().default(true),
    /** ISO 3166-1 alpha-2 codes of the countries served. */
    pays: text('pays')
      .array()
      .notNull()
      .default(sql`'{FR}'::text[]`),
    ordre: integer('ordre').notNull().default(0),
    actif: boolean('actif').notNull().default(true),
    /** Delivered to a relay point of the carrier, which the customer must choose before paying. */
    point_relais: boolean('point_relais').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('methodes_livraisons_prix_positive', sql`${table.prix_ttc} >= 0`),
    check('methodes_livraisons_delai', sql`${table.delai_min} >= 0 and ${table.delai_max} >= ${table.delai_min}`),
  ],
);

/** A carrier's relay point (a shop or a locker) where a customer collects a parcel. */
export const pointsRelais = pgTable(
  'points_relais',
  {
    id: serial('id').primaryKey(),
    transporteur_id: integer('transporteur_id')
      .notNull()
      .references(() => transporteurs.id),
    nom: text('nom').notNull(),
    ligne1: text('ligne1').notNull(),
    code_postal: text('code_postal').notNull(),
    ville: text('ville').notNull(),
    /** ISO 3166-1 alpha-2. */
    pays: text('pays').notNull(),
    actif: boolean('actif').notNull().default(true),
  },
  (table) => [index('points_relais_transporteur_idx').on(table.transporteur_id, table.pays)],
);

/**
 * Discount codes, ambassador codes included (`ambassadeur_id`). `utilisations` counts the orders
 * holding the code (reserved or paid); the check keeps it within the limit whatever the race.
 */
export const remises = pgTable(
  'remises',
  {
    id: serial('id').primaryKey(),
    /** Upper-case. */
    code: text('code').notNull().unique(),
    type: text('type').$type<DiscountKind>().notNull(),
    /** Basis points for a percentage, cents for a fixed amount. */
    valeur: integer('valeur').notNull(),
    debut: timestamp('debut', { withTimezone: true }),
    fin: timestamp('fin', { withTimezone: true }),
    minimum_ttc: integer('minimum_ttc').notNull().default(0),
    limite_totale: integer('limite_totale'),
    limite_client: integer('limite_client'),
    utilisations: integer('utilisations').notNull().default(0),
    ambassadeur_id: integer('ambassadeur_id').references(() => users.id, { onDelete: 'cascade' }),
    actif: boolean('actif').notNull().default(true),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('remises_ambassadeur_idx').on(table.ambassadeur_id),
    check('remises_valeur_positive', sql`${table.valeur} > 0`),
    check(
      'remises_within_limit',
      sql`${table.utilisations} >= 0 and (${table.limite_totale} is null or ${table.utilisations} <= ${table.limite_totale})`,
    ),
  ],
);

/**
 * A code restricted to some products and/or ranges applies to those basket lines only (the rule:
 * `discountAppliesTo`, packages/domain); a code with neither applies to the whole basket. A product
 * or range a code names cannot be deleted while it does (else the code would silently widen).
 */
export const remisesProduits = pgTable(
  'remises_produits',
  {
    remise_id: integer('remise_id')
      .notNull()
      .references(() => remises.id, { onDelete: 'cascade' }),
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id),
  },
  (table) => [primaryKey({ columns: [table.remise_id, table.produit_id] })],
);

export const remisesGammes = pgTable(
  'remises_gammes',
  {
    remise_id: integer('remise_id')
      .notNull()
      .references(() => remises.id, { onDelete: 'cascade' }),
    gamme_id: integer('gamme_id')
      .notNull()
      .references(() => gammes.id),
  },
  (table) => [primaryKey({ columns: [table.remise_id, table.gamme_id] })],
);

/** One row per order holding a code: the per-customer limit counts these. */
export const remisesUtilisations = pgTable(
  'remises_utilisations',
  {
    remise_id: integer('remise_id')
      .notNull()
      .references(() => remises.id, { onDelete: 'cascade' }),
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.remise_id, table.commande_id] }),
    index('remises_utilisations_user_idx').on(table.remise_id, table.user_id),
  ],
);

/**
 * Ways to pay: the card through the payment provider (`en_ligne`), or offline ways staff record
 * (transfer, cheque, cash). Edited in the back office; checkout takes cards only for now.
 */
export const methodesPaiements = pgTable('methodes_paiements', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  description: text('description').notNull().default(''),
  /** The label and description in other languages; French is in the columns. */
  traductions: jsonb('traductions').$type<Translations<'label' | 'description'>>().notNull().default({}),
  en_ligne: boolean('en_ligne').notNull().default(false),
  actif: boolean('actif').notNull().default(true),
  ordre: integer('ordre').notNull().default(0),
  version: integer('version').notNull().default(1),
});

/** The checkout choices made on a basket, kept until it is paid. */
export const paniersCheckout = pgTable('paniers_checkout', {
  panier_id: integer('panier_id')
    .primaryKey()
    .references(() => paniers.id, { onDelete: 'cascade' }),
  adresse_livraison_id: integer('adresse_livraison_id').references(() => adresses.id, { onDelete: 'set null' }),
  adresse_facturation_id: integer('adresse_facturation_id').references(() => adresses.id, { onDelete: 'set null' }),
  methode_livraison_id: integer('methode_livraison_id').references(() => methodesLivraisons.id, {
    onDelete: 'set null',
  }),
  point_relais_id: integer('point_relais_id').references(() => pointsRelais.id, { onDelete: 'set null' }),
  remise_id: integer('remise_id').references(() => remises.id, { onDelete: 'set null' }),
  cgv: timestamp('cgv', { withTimezone: true }),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
