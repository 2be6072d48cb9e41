import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ContentUnit, FaqSectionKind, Locale } from '@boutique/domain';

/** Translations of a row's texts into the non-French languages; French lives in the columns. */
export type Translations<Field extends string> = Partial<Record<Exclude<Locale, 'fr'>, Partial<Record<Field, string>>>>;

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  /** 'tag' is a tag visible on product pages; 'gamme' names a range; others are internal. */
  type: text('type').notNull().default('tag'),
  traductions: jsonb('traductions').$type<Translations<'label'>>().notNull().default({}),
  /** Bumped on every admin write: an edit made from a stale copy is refused (optimistic lock). */
  version: integer('version').notNull().default(1),
});

export const visuels = pgTable('visuels', {
  id: serial('id').primaryKey(),
  /** Storage key of the original image (an SVG, PNG, JPEG or WebP). */
  fichier: text('fichier').notNull(),
  alt: text('alt').notNull().default(''),
  /** The alt text in en/es/de; a missing one falls back to the French `alt`. */
  traductions: jsonb('traductions').$type<Translations<'alt'>>().notNull().default({}),
  largeur: integer('largeur').notNull(),
  hauteur: integer('hauteur').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  /** Optimistic lock of the admin editor (alt texts). */
  version: integer('version').notNull().default(1),
});

export const gammes = pgTable('gammes', {
  id: serial('id').primaryKey(),
  tag_id: integer('tag_id')
    .notNull()
    .references(() => tags.id),
  ordre: integer('ordre').notNull().default(0),
  /** The range's colour, used by its artwork and accents (#rrggbb). */
  couleur: text('couleur').notNull().default('#A8824A'),
  version: integer('version').notNull().default(1),
});

export const produits = pgTable(
  'produits',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    accroche: text('accroche').notNull().default(''),
    description: text('description').notNull().default(''),
    genre: integer('genre').notNull().default(1),
    prix_ht: integer('prix_ht').notNull().default(0),
    poids: integer('poids').notNull().default(0),
    associe: boolean('associe').notNull().default(true),
    seuil: integer('seuil').notNull().default(0),
    offline: boolean('offline').notNull().default(true),
    meta_description: text('meta_description').notNull().default(''),
    meta_keywords: text('meta_keywords').notNull().default(''),
    gamme_id: integer('gamme_id').references(() => gammes.id),
    default_declinaison_id: integer('default_declinaison_id'),
    reassort_date: date('reassort_date', { mode: 'string' }),
    reassort_mouvement: integer('reassort_mouvement'),
    ordre: integer('ordre').notNull().default(0),
    /** Sealed for hygiene: once unsealed it may be refused on withdrawal (directive 2011/83/EU art. 16(e)). */
    scelle: boolean('scelle').notNull().default(false),
    traductions: jsonb('traductions')
      .$type<Translations<'label' | 'accroche' | 'description' | 'meta_description'>>()
      .notNull()
      .default({}),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('produits_gamme_idx').on(table.gamme_id)],
);

export const declinaisons = pgTable(
  'declinaisons',
  {
    id: serial('id').primaryKey(),
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    conteneur: text('conteneur').notNull().default(''),
    label: text('label').notNull(),
    prix_ht: integer('prix_ht').notNull(),
    prix_ttc: integer('prix_ttc').notNull(),
    prix_initial_ht: integer('prix_initial_ht'),
    prix_initial_ttc: integer('prix_initial_ttc'),
    /**
     * Units for sale. Every variant is tracked from its creation (0 by default); null, "untracked",
     * is left only as a type for rows written around the shop, and sells nothing. Never negative.
     */
    stock: integer('stock').default(0),
    reassort_date: date('reassort_date', { mode: 'string' }),
    reassort_mouvement: integer('reassort_mouvement'),
    /** Delivery lead time as 1 or 2 day counts; empty when unknown. */
    delais: integer('delais')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    visuel_id: integer('visuel_id').references(() => visuels.id),
    /** Net content in `unite`, for the price per litre or kilogram (directive 98/6/EC); null when not declared. */
    contenance: integer('contenance'),
    unite: text('unite').$type<ContentUnit>(),
    ordre: integer('ordre').notNull().default(0),
    traductions: jsonb('traductions').$type<Translations<'label' | 'conteneur'>>().notNull().default({}),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('declinaisons_produit_idx').on(table.produit_id),
    check('declinaisons_stock_non_negative', sql`${table.stock} >= 0`),
    check('declinaisons_prices_non_negative', sql`${table.prix_ht} >= 0 AND ${table.prix_ttc} >= 0`),
    check(
      'declinaisons_contenance_whole',
      sql`(${table.contenance} IS NULL AND ${table.unite} IS NULL) OR (${table.contenance} > 0 AND ${table.unite} IN ('ml', 'g'))`,
    ),
  ],
);

export const produitsVisuels = pgTable(
  'produits_visuels',
  {
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    visuel_id: integer('visuel_id')
      .notNull()
      .references(() => visuels.id, { onDelete: 'cascade' }),
    ordre: integer('ordre').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.produit_id, table.visuel_id] })],
);

export const produitsTags = pgTable(
  'produits_tags',
  {
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.produit_id, table.tag_id] })],
);

export const associes = pgTable(
  'associes',
  {
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    produit_associe_id: integer('produit_associe_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.produit_id, table.produit_associe_id] }),
    check('associes_not_self', sql`${table.produit_id} <> ${table.produit_associe_id}`),
  ],
);

export const principesActifs = pgTable('principes_actifs', {
  id: serial('id').primaryKey(),
  ordre: integer('ordre').notNull().default(0),
  slug: text('slug').notNull(),
  label: text('label').notNull(),
  accroche: text('accroche').notNull().default(''),
  texte: text('texte').notNull().default(''),
  visuel_id: integer('visuel_id').references(() => visuels.id),
  traductions: jsonb('traductions').$type<Translations<'label' | 'accroche' | 'texte'>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

export const principesProduits = pgTable(
  'principes_produits',
  {
    principe_id: integer('principe_id')
      .notNull()
      .references(() => principesActifs.id, { onDelete: 'cascade' }),
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.principe_id, table.produit_id] })],
);

export const faqsCategories = pgTable('faqs_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
  visible: boolean('visible').notNull().default(true),
  ordre: integer('ordre').notNull().default(0),
  traductions: jsonb('traductions').$type<Translations<'label'>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

/** A global FAQ entry (with a category) or a section of a product page (with a product and a kind). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categorie_id: integer('categorie_id').references(() => faqsCategories.id, { onDelete: 'set null' }),
    produit_id: integer('produit_id').references(() => produits.id, { onDelete: 'cascade' }),
    type: text('type').$type<FaqSectionKind>(),
    question: text('question').notNull(),
    reponse: text('reponse').notNull(),
    ordre: integer('ordre').notNull().default(0),
    traductions: jsonb('traductions').$type<Translations<'question' | 'reponse'>>().notNull().default({}),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('faqs_produit_idx').on(table.produit_id)],
);

export const actualites = pgTable('actualites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  label: text('label').notNull(),
  accroche: text('accroche').notNull().default(''),
  texte: text('texte').notNull().default(''),
  visuel_id: integer('visuel_id').references(() => visuels.id),
  publie_le: date('publie_le', { mode: 'string' }).notNull(),
  online: boolean('online').notNull().default(true),
  traductions: jsonb('traductions').$type<Translations<'label' | 'accroche' | 'texte'>>().notNull().default({}),
  version: integer('version').notNull().default(1),
});

/**
 * Usage advice ("conseils"): a short how-to, general or tied to one product (its page's usage
 * section lists them in `ordre`).
 */
export const conseils = pgTable(
  'conseils',
  {
    id: serial('id').primaryKey(),
    produit_id: integer('produit_id').references(() => produits.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    texte: text('texte').notNull().default(''),
    ordre: integer('ordre').notNull().default(0),
    online: boolean('online').notNull().default(true),
    traductions: jsonb('traductions').$type<Translations<'label' | 'texte'>>().notNull().default({}),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('conseils_produit_idx').on(table.produit_id)],
);

/** Shop settings as key/value pairs (company identity, thresholds, rates...). */
export const configurations = pgTable('configurations', {
  cle: text('cle').primaryKey(),
  valeur: text('valeur').notNull(),
  version: integer('version').notNull().default(1),
});
