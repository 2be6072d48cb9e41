import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { ProductColumnsSchema } from '../contracts/catalogue.ts';
import { foreignId, label, longText, order, slug, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label', 'accroche', 'description', 'meta_description']);
const cents = z.number().int().min(0).max(100_000_000);
const ids = z.array(foreignId).max(500);

/**
 * Products: their own fields, plus their links held in link tables (tags — ranges and visible
 * tags —, products offered with them for cross-selling, active ingredients) as lists of ids that
 * a write replaces. Variants (`variantes`), FAQ sections (`faqs`) and advice (`conseils`) are
 * resources of their own; pictures are edited by the media module.
 */
export const produitsResource = defineAdminResource({
  model: 'produits',
  key: 'id',
  keySchema: RecordIdSchema,
  row: ProductColumnsSchema.extend({
    scelle: z.boolean(),
    meta_description: z.string(),
    meta_keywords: z.string(),
    gamme_id: z.number().int().nullable(),
    default_declinaison_id: z.number().int().nullable(),
    reassort_date: z.string().nullable(),
    reassort_mouvement: z.number().int().nullable(),
    ordre: z.number().int(),
    traductions,
    tag_ids: z.array(z.number().int()),
    associe_ids: z.array(z.number().int()),
    principe_ids: z.array(z.number().int()),
    version,
  }),
  input: z.object({
    label,
    slug,
    accroche: longText.optional(),
    description: longText.optional(),
    genre: z.number().int().min(1).max(100).optional(),
    prix_ht: cents.optional(),
    /** Grams. */
    poids: z.number().int().min(0).max(1_000_000).optional(),
    associe: z.boolean().optional(),
    seuil: z.number().int().min(0).max(1_000_000).optional(),
    offline: z.boolean().optional(),
    /** Sealed for hygiene: once unsealed it may be refused on withdrawal (directive 2011/83/EU art. 16(e)). */
    scelle: z.boolean().optional(),
    meta_description: z.string().max(500).optional(),
    meta_keywords: z.string().max(500).optional(),
    gamme_id: foreignId.nullable().optional(),
    default_declinaison_id: foreignId.nullable().optional(),
    reassort_date: CalendarDateSchema.nullable().optional(),
    reassort_mouvement: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
    ordre: order.optional(),
    traductions: traductions.optional(),
    tag_ids: ids.optional(),
    associe_ids: ids.optional(),
    principe_ids: ids.optional(),
  }),
  filters: z.object({
    q: querySearch.optional(),
    gamme: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    offline: queryBoolean.optional(),
    /** Products with a tracked variant at or under their alert threshold (`seuil`): the dashboard's tile. */
    stock_bas: queryBoolean.optional(),
  }),
  sortable: ['ordre', 'label', 'prix_ht', 'id'],
  labels: {
    singular: 'Produit',
    plural: 'Produits',
    fields: {
      label: 'Nom',
      slug: 'Adresse',
      accroche: 'Accroche',
      description: 'Description',
      genre: 'Genre',
      prix_ht: 'Prix HT',
      poids: 'Poids (g)',
      associe: 'Proposé en complément',
      seuil: 'Seuil d’alerte de stock',
      offline: 'Hors ligne',
      scelle: 'Scellé pour des raisons d’hygiène',
      meta_description: 'Description pour les moteurs',
      meta_keywords: 'Mots-clés',
      gamme_id: 'Gamme',
      default_declinaison_id: 'Déclinaison par défaut',
      reassort_date: 'Date de réassort',
      reassort_mouvement: 'Quantité de réassort',
      ordre: 'Ordre',
      tag_ids: 'Tags',
      associe_ids: 'Produits associés',
      principe_ids: 'Principes actifs',
    },
  },
});
