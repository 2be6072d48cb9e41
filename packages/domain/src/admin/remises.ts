import { z } from 'zod';
import type { Discount } from '../checkout.ts';
import { formatEuros, formatPercentBps } from '../money.ts';
import { foreignId, instant, version } from './fields.ts';
import { defineAdminResource, queryBoolean, queryText, RecordIdSchema } from './resource.ts';

const ids = z.array(foreignId).max(500);
const cents = z.number().int().min(0).max(100_000_000);
const limit = z.number().int().min(1).max(1_000_000_000);
/** A start or end of validity: an ISO instant within years a shop may mean (the database takes far fewer than JavaScript). */
const validity = instant.refine((date) => {
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2200;
}, 'Date hors des limites permises.');

/** A discount code as typed: letters, digits, dashes and underscores, kept upper-case. */
export const DiscountCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/u, 'De 3 à 40 lettres, chiffres, tirets ou soulignés.');

/** The fields of a code a cross-field rule reads (any may be absent from a partial change). */
export interface DiscountCodeFields {
  type?: unknown;
  valeur?: unknown;
  debut?: unknown;
  fin?: unknown;
  limite_totale?: unknown;
  utilisations?: unknown;
}

const time = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;

/**
 * Rules across a code's fields, for the server (on the row a write would leave) and the form: a
 * percentage is at most 100 %, the end comes after the start, the total limit is not below the
 * uses already counted. Field → messages, empty when all is well.
 */
export function discountCodeErrors(code: DiscountCodeFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (code.type === 'pourcentage' && typeof code.valeur === 'number' && code.valeur > 10_000) {
    errors.valeur = ['Un pourcentage ne peut dépasser 100 %.'];
  }
  const [debut, fin] = [time(code.debut), time(code.fin)];
  if (!Number.isNaN(debut) && !Number.isNaN(fin) && fin <= debut) {
    errors.fin = ['La fin doit venir après le début.'];
  }
  if (
    typeof code.limite_totale === 'number' &&
    typeof code.utilisations === 'number' &&
    code.limite_totale < code.utilisations
  ) {
    errors.limite_totale = [`Ce code a déjà servi ${code.utilisations} fois : la limite ne peut être plus basse.`];
  }
  return errors;
}

/** A code's value as the back office shows it: "10 %" or "15,00 €". */
export function discountValueText({ type, valeur }: Discount): string {
  return type === 'pourcentage' ? formatPercentBps(valeur) : formatEuros(valeur);
}

/**
 * Discount codes (ambassador codes included, made by the ambassador module). `valeur` is basis
 * points for a percentage (1000 = 10 %), cents for an amount; the form edits % or euros. A code
 * naming products and/or ranges applies to those basket lines only (`discountAppliesTo`).
 */
export const remisesResource = defineAdminResource({
  model: 'remises',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(['pourcentage', 'montant']),
    valeur: z.number().int(),
    debut: instant.nullable(),
    fin: instant.nullable(),
    minimum_ttc: z.number().int(),
    limite_totale: z.number().int().nullable(),
    limite_client: z.number().int().nullable(),
    utilisations: z.number().int(),
    ambassadeur_id: z.number().int().nullable(),
    actif: z.boolean(),
    produit_ids: z.array(z.number().int()),
    gamme_ids: z.array(z.number().int()),
    created: instant,
    version,
  }),
  input: z.object({
    code: DiscountCodeSchema,
    type: z.enum(['pourcentage', 'montant'], 'Choisissez un pourcentage ou un montant.'),
    valeur: z.number().int().min(1, 'La valeur doit être positive.').max(100_000_000),
    debut: validity.nullable().optional(),
    fin: validity.nullable().optional(),
    minimum_ttc: cents.optional(),
    limite_totale: limit.nullable().optional(),
    limite_client: limit.nullable().optional(),
    actif: z.boolean().optional(),
    produit_ids: ids.optional(),
    gamme_ids: ids.optional(),
  }),
  filters: z.object({
    q: queryText(40).optional(),
    actif: queryBoolean.optional(),
    type: z.enum(['pourcentage', 'montant']).optional(),
  }),
  sortable: ['code', 'created', 'utilisations', 'id'],
  labels: {
    singular: 'Code de réduction',
    plural: 'Codes de réduction',
    fields: {
      code: 'Code',
      type: 'Type',
      valeur: 'Valeur',
      debut: 'Début',
      fin: 'Fin',
      minimum_ttc: 'Panier minimum TTC',
      limite_totale: 'Utilisations au total (max.)',
      limite_client: 'Utilisations par client (max.)',
      utilisations: 'Utilisations',
      ambassadeur_id: 'Ambassadeur',
      actif: 'Actif',
      produit_ids: 'Produits',
      gamme_ids: 'Gammes',
    },
  },
});

/** One order holding a code (reserved or paid), as the code's page lists them. */
export const DiscountUseSchema = z.object({
  commande: z.string(),
  numero: z.string().nullable(),
  statut: z.string(),
  created: z.string(),
  remise_ttc: z.number().int(),
  client: z.object({ prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
});
export type DiscountUse = z.infer<typeof DiscountUseSchema>;
/** GET /api/remises/{id}/utilisations: the newest 200. */
export const DiscountUsesSchema = z.object({ code: z.literal(200), datas: z.array(DiscountUseSchema) });
