import { z } from 'zod';
import { PARCEL_STATUSES } from '../parcels.ts';
import { foreignId, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema } from './resource.ts';

/** `statut` filter values: one status, or every parcel handed to the carrier ('envoyes'). */
export const PARCEL_STATUS_FILTERS = ['envoyes', ...PARCEL_STATUSES] as const;

const instant = z.string().nullable();
const quantity = z
  .number({ message: 'Quantité attendue.' })
  .int('Une quantité est un nombre entier.')
  .min(1, 'Au moins une unité.')
  .max(10_000);
const tracking = z.string().trim().max(80, '80 caractères au plus.').nullable();

/**
 * One line of a parcel as written: a variant of the order and how many of its units, and, when
 * staff choose them, the lots they come from (else the order's first-expiring ones).
 */
export const ParcelLineInputSchema = z
  .object({
    declinaison_id: foreignId,
    qtt: quantity,
    lots: z
      .array(z.object({ lot_id: foreignId, qtt: quantity }))
      .min(1)
      .max(20)
      .refine((lots) => new Set(lots.map((lot) => lot.lot_id)).size === lots.length, 'Un lot est en double.')
      .optional(),
  })
  .refine((line) => !line.lots || line.lots.reduce((sum, lot) => sum + lot.qtt, 0) === line.qtt, {
    path: ['lots'],
    message: 'Les quantités des lots doivent faire celle de la ligne.',
  });
const parcelLines = z
  .array(ParcelLineInputSchema)
  .min(1, 'Un colis contient au moins un article.')
  .max(200)
  .refine(
    (lines) => new Set(lines.map((line) => line.declinaison_id)).size === lines.length,
    'Un article est en double.',
  );

/** POST /api/colis: a parcel of an order (its hash) with its lines, carrier and tracking number. */
export const ParcelCreateInputSchema = z.object({
  commande_hash: z.uuid({ message: 'Identifiant de commande invalide.' }),
  transporteur_id: foreignId.nullable().optional(),
  suivi: tracking.optional(),
  lignes: parcelLines,
});
export type ParcelCreateInput = z.infer<typeof ParcelCreateInputSchema>;

/** PUT /api/colis/{id}/lignes: the lines of a parcel still being prepared, replaced whole. */
export const ParcelLinesInputSchema = z.object({ lignes: parcelLines });
export type ParcelLinesInput = z.infer<typeof ParcelLinesInputSchema>;

export const ParcelLineSchema = z.object({
  declinaison_id: z.number().int(),
  qtt: z.number().int(),
  produit_label: z.string(),
  label: z.string(),
  /** The lots its units come from (regulation (EC) 1223/2009: a recall finds them). */
  lots: z
    .array(
      z.object({
        lot_id: z.number().int(),
        numero: z.string(),
        dluo: z.string().nullable(),
        pao_mois: z.number().int().nullable(),
        qtt: z.number().int(),
      }),
    )
    .default([]),
});

/**
 * Parcels (`colis`): an order leaves in one or several, each with its lines, carrier and tracking
 * number. Created from the order's page (`POST /api/colis`); lines change while it is prepared;
 * shipping it (status 'expedie') mails the customer.
 */
export const colisResource = defineAdminResource({
  model: 'colis',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    commande_id: z.number().int(),
    commande_hash: z.string(),
    numero: z.string().nullable(),
    client: z.object({ prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
    transporteur_id: z.number().int().nullable(),
    transporteur: z.string().nullable(),
    suivi: z.string().nullable(),
    /** The carrier's tracking page for this number, when the carrier has one. */
    suivi_lien: z.string().nullable(),
    statut: z.enum(PARCEL_STATUSES),
    created: z.string(),
    expedie: instant,
    livre: instant,
    lignes: z.array(ParcelLineSchema),
    version,
  }),
  input: z.object({
    transporteur_id: foreignId.nullable().optional(),
    suivi: tracking.optional(),
    statut: z.enum(PARCEL_STATUSES, { message: 'Statut inconnu.' }).optional(),
  }),
  filters: z.object({
    statut: z.enum(PARCEL_STATUS_FILTERS, { message: 'Statut inconnu.' }).optional(),
    transporteur: RecordIdSchema.optional(),
    /** The order's number (start of, e.g. OC-2026-0001). */
    numero: querySearch.optional(),
    /** The order's id (its page's parcels panel). */
    commande: RecordIdSchema.optional(),
  }),
  sortable: ['created', 'expedie', 'statut', 'id'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Colis',
    plural: 'Colis',
    fields: {
      transporteur_id: 'Transporteur',
      suivi: 'Numéro de suivi',
      statut: 'Statut',
      expedie: 'Expédié le',
      livre: 'Livré le',
    },
  },
});

/** A parcel as the back office shows it. */
export type AdminParcelRow = z.infer<typeof colisResource.row>;
