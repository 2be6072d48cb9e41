import { z } from 'zod';
import { ContentUnitSchema } from '../unit-price.ts';
import { listEnvelope, pageEnvelope } from './envelope.ts';
import { editorialRow } from '../admin/editorial-fields.ts';

const cents = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

export const TagSchema = z.object({ id: z.number().int(), label: z.string(), type: z.string() });
export type Tag = z.infer<typeof TagSchema>;

export const GammeSchema = z.object({
  id: z.number().int(),
  ordre: z.number().int(),
  couleur: z.string(),
  tag: TagSchema.pick({ id: true, label: true }),
});
export type Gamme = z.infer<typeof GammeSchema>;

export const ReassortSchema = z.object({ date: isoDate, mouvement: z.number().int() });

export const DeclinaisonSchema = z.object({
  id: z.number().int(),
  produit_id: z.number().int(),
  conteneur: z.string(),
  label: z.string(),
  prix_ht: cents,
  prix_ttc: cents,
  prix_initial_ht: cents.nullable(),
  prix_initial_ttc: cents.nullable(),
  /**
   * While the variant is on sale, the lowest price of the 30 days before the reduction began
   * (Omnibus, prior-price.ts); null when it is not on sale or that price is unknown.
   */
  prix_anterieur_ht: cents.nullable(),
  prix_anterieur_ttc: cents.nullable(),
  /** Null when the variant's stock is not tracked. */
  stock: z.object({ total: z.number().int() }).nullable(),
  reassort: ReassortSchema.nullable(),
  /** Delivery lead time: 1 or 2 day counts; empty when unknown. */
  delais: z.array(z.number().int().min(0)).max(2),
  visuel_id: z.number().int().nullable(),
  /** Net content in `unite` (ml or g), for the price per litre or kilogram; null when not declared. */
  contenance: z.number().int().positive().nullable(),
  unite: ContentUnitSchema.nullable(),
});
export type Declinaison = z.infer<typeof DeclinaisonSchema>;

export const VisuelRefSchema = z.object({ id: z.number().int(), alt: z.string() });

/** A product's own columns, as the shop and the back office both read them. */
export const ProductColumnsSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  accroche: z.string(),
  description: z.string(),
  genre: z.number().int(),
  prix_ht: cents,
  /** Weight in grams. */
  poids: z.number().int(),
  /** Whether the product may be offered as a cross-sell suggestion. */
  associe: z.boolean(),
  /** Stock level under which staff are warned. */
  seuil: z.number().int(),
  offline: z.boolean(),
});

export const ProduitSchema = ProductColumnsSchema.extend({
  /** Sealed for hygiene: opened after delivery it may be refused on withdrawal (art. 16(e)); absent reads as not. */
  scelle: z.boolean().optional(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  gamme: GammeSchema.nullable(),
  visuels: z.array(VisuelRefSchema),
  declinaisons: z.array(DeclinaisonSchema),
  default_declinaison_id: z.number().int().nullable(),
  reassort: ReassortSchema.nullable(),
  produits_tags: z.array(z.object({ tag: TagSchema })),
  associes: z.array(z.object({ produit_associe_id: z.number().int() })),
  principes: z.array(z.number().int()),
});
export type Produit = z.infer<typeof ProduitSchema>;
export const ProduitListSchema = listEnvelope(ProduitSchema);

export const PrincipeActifSchema = z.object({
  id: z.number().int(),
  ordre: z.number().int(),
  ...editorialRow,
  produits: z.array(z.number().int()),
});
export type PrincipeActif = z.infer<typeof PrincipeActifSchema>;
export const PrincipeActifPageSchema = pageEnvelope(PrincipeActifSchema);

/**
 * Kinds of FAQ section on a product page, with the French heading shoppers read. The kinds
 * `market` and `tech` are the back office's names ("Commercial", "Technique"); their sections
 * are written for shoppers, so they are headed as such, never with the internal name
 * (the interface's messages, faq.sections, hold these headings in every language).
 */
export const FAQ_SECTION_TITLES = {
  actif: 'Principes actifs',
  utilisation: "Conseils d'utilisation",
  pour: 'Recommandé pour',
  entretien: "Conseils d'entretien",
  resume: 'Résumé',
  market: 'Points forts',
  tech: 'Fiche technique',
} as const;
export type FaqSectionKind = keyof typeof FAQ_SECTION_TITLES;
export const FAQ_SECTION_KINDS = Object.keys(FAQ_SECTION_TITLES) as FaqSectionKind[];

export const FaqCategorieSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  visible: z.boolean(),
  ordre: z.number().int(),
});
export type FaqCategorie = z.infer<typeof FaqCategorieSchema>;

export const FaqSchema = z.object({
  id: z.number().int(),
  categorie_id: z.number().int().nullable(),
  categorie: FaqCategorieSchema.nullable(),
  produit_id: z.number().int().nullable(),
  type: z.enum(FAQ_SECTION_KINDS as [FaqSectionKind, ...FaqSectionKind[]]).nullable(),
  question: z.string(),
  reponse: z.string(),
  ordre: z.number().int(),
});
export type Faq = z.infer<typeof FaqSchema>;
export const FaqListSchema = listEnvelope(FaqSchema);

export const ActualiteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  accroche: z.string(),
  texte: z.string(),
  visuel_id: z.number().int().nullable(),
  publie_le: isoDate,
});
export type Actualite = z.infer<typeof ActualiteSchema>;
export const ActualitePageSchema = pageEnvelope(ActualiteSchema);
