import { z } from 'zod';
import { foreignId, label, order, version } from './fields.ts';
import { CountryCodeSchema } from '../countries.ts';
import { trackingTemplateError } from '../parcels.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['label'], 200);
const days = z.number().int().min(0, 'Un nombre de jours positif.').max(365);

/** A carrier's tracking page, `{suivi}` standing for the tracking number (empty: no tracking). */
const trackingTemplate = z
  .string()
  .trim()
  .max(500)
  .transform((text) => text || null)
  .superRefine((text, context) => {
    const error = text === null ? null : trackingTemplateError(text);
    if (error) context.addIssue({ code: 'custom', message: error });
  })
  .nullable();

/**
 * Carriers: the company behind delivery methods, relay points and parcels (its name is a brand,
 * not translated), with the address of its tracking page.
 */
export const transporteursResource = defineAdminResource({
  model: 'transporteurs',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    label: z.string(),
    actif: z.boolean(),
    suivi_url: z.string().nullable(),
    version,
  }),
  input: z.object({ label, actif: z.boolean().optional(), suivi_url: trackingTemplate.optional() }),
  filters: z.object({ q: querySearch.optional(), actif: queryBoolean.optional() }),
  sortable: ['label', 'id'],
  labels: {
    singular: 'Transporteur',
    plural: 'Transporteurs',
    fields: { label: 'Nom', actif: 'Actif', suivi_url: 'Adresse de suivi (https://…{suivi})' },
  },
});

const price = z.number().int().min(0, 'Un prix positif.').max(100_000_000);

/** A price band of a delivery method (`deliveryBasePrice` reads them). */
export const DeliveryRateSchema = z.object({
  /** One country's band; null: every country the method serves. */
  pays: CountryCodeSchema.nullable(),
  /** Up to this parcel weight in grams; null: any weight. */
  poids_max: z.number().int().min(1, 'Un poids d’au moins 1 g.').max(1_000_000).nullable(),
  prix_ttc: price,
});

/** The fields of a delivery method a cross-field rule reads. */
export interface DeliveryMethodFields {
  delai_min?: unknown;
  delai_max?: unknown;
  pays?: unknown;
  tarifs?: unknown;
}

/**
 * Rules across a delivery method's fields: the longest lead time is not below the shortest; each
 * price band is for a country the method serves, and no two bands share a country and a weight.
 */
export function deliveryMethodErrors(method: DeliveryMethodFields): Record<string, string[]> {
  const { delai_min, delai_max, pays, tarifs } = method;
  const errors: Record<string, string[]> = {};
  if (typeof delai_min === 'number' && typeof delai_max === 'number' && delai_max < delai_min) {
    errors.delai_max = ['Le délai maximum ne peut être plus court que le minimum.'];
  }
  const bands = z.array(DeliveryRateSchema).safeParse(tarifs);
  if (bands.success) {
    const served = Array.isArray(pays) ? new Set(pays) : null;
    const seen = new Set<string>();
    const problems = new Set<string>();
    for (const band of bands.data) {
      const key = `${band.pays ?? '*'}:${band.poids_max ?? '∞'}`;
      if (seen.has(key)) problems.add('Deux tranches ont le même pays et le même poids maximum.');
      seen.add(key);
      if (band.pays && served && !served.has(band.pays)) {
        problems.add(`La tranche ${band.pays} vise un pays que ce mode ne dessert pas.`);
      }
    }
    if (problems.size > 0) errors.tarifs = [...problems];
  }
  return errors;
}

/**
 * A carrier's delivery service: label per language, TTC price in cents, lead time, the countries
 * served, free from the threshold (`livraison.franco_cents`) or never, a relay point to choose.
 */
export const methodesLivraisonsResource = defineAdminResource({
  model: 'methodes-livraisons',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    transporteur_id: z.number().int(),
    label: z.string(),
    traductions,
    prix_ttc: z.number().int(),
    tarifs: z.array(DeliveryRateSchema),
    delai_min: z.number().int(),
    delai_max: z.number().int(),
    franco: z.boolean(),
    pays: z.array(z.string()),
    ordre: z.number().int(),
    actif: z.boolean(),
    point_relais: z.boolean(),
    version,
  }),
  input: z.object({
    transporteur_id: foreignId,
    label,
    traductions: traductions.optional(),
    prix_ttc: price,
    tarifs: z.array(DeliveryRateSchema).max(100, 'Au plus 100 tranches.').optional(),
    delai_min: days,
    delai_max: days,
    franco: z.boolean().optional(),
    pays: z
      .array(CountryCodeSchema)
      .min(1, 'Choisissez au moins un pays.')
      .max(250)
      .refine((codes) => new Set(codes).size === codes.length, 'Un pays est en double.'),
    ordre: order.optional(),
    actif: z.boolean().optional(),
    point_relais: z.boolean().optional(),
  }),
  filters: z.object({
    q: querySearch.optional(),
    transporteur: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    pays: CountryCodeSchema.optional(),
    actif: queryBoolean.optional(),
  }),
  sortable: ['ordre', 'label', 'prix_ttc', 'id'],
  labels: {
    singular: 'Mode de livraison',
    plural: 'Modes de livraison',
    fields: {
      transporteur_id: 'Transporteur',
      label: 'Libellé',
      prix_ttc: 'Prix TTC',
      tarifs: 'Tarifs par pays et poids',
      delai_min: 'Délai minimum (jours)',
      delai_max: 'Délai maximum (jours)',
      franco: 'Offert dès le seuil de gratuité',
      pays: 'Pays desservis',
      ordre: 'Ordre',
      actif: 'Actif',
      point_relais: 'Point retrait à choisir',
    },
  },
});
