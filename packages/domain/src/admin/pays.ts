import { z } from 'zod';
import { label, order, version } from './fields.ts';
import { CountryCodeSchema } from '../countries.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema } from './resource.ts';

/**
 * The countries the shop sells to, with their standard VAT rate (basis points). Checkout offers
 * delivery only to an active country some active method serves.
 */
export const paysResource = defineAdminResource({
  model: 'pays',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    code: z.string(),
    nom: z.string(),
    tva_bps: z.number().int(),
    actif: z.boolean(),
    ordre: z.number().int(),
    version,
  }),
  input: z.object({
    code: CountryCodeSchema,
    nom: label,
    tva_bps: z.number().int().min(0).max(10_000, 'Un taux ne peut dépasser 100 %.'),
    actif: z.boolean().optional(),
    ordre: order.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), actif: queryBoolean.optional() }),
  sortable: ['ordre', 'nom', 'code', 'tva_bps', 'id'],
  labels: {
    singular: 'Pays',
    plural: 'Pays',
    fields: { code: 'Code ISO', nom: 'Nom', tva_bps: 'TVA standard', actif: 'Vendu', ordre: 'Ordre' },
  },
});
