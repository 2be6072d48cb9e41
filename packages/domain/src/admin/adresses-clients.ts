import { z } from 'zod';
import { version } from './fields.ts';
import { AddressSnapshotSchema } from '../contracts/checkout.ts';
import { defineAdminResource, querySearch, RecordIdSchema } from './resource.ts';
import { CountryCodeSchema } from '../countries.ts';

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} requis.` })
    .trim()
    .min(1, `${label} requis.`)
    .max(max, `${label} trop long.`);

/**
 * Customers' postal addresses in the back office (the `adresses` table, served at
 * `/api/adresses-clients`: the customer's own `PUT /api/adresses/{id}` answers the registry's path).
 * Staff correct the postal fields; the customer creates, deletes and picks the default ones.
 */
export const adressesClientsResource = defineAdminResource({
  model: 'adresses-clients',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    client: z.object({ prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
    ...AddressSnapshotSchema.shape,
    livraison_defaut: z.boolean(),
    facturation_defaut: z.boolean(),
    created: z.string(),
    version,
  }),
  input: z.object({
    prenom: text('Prénom', 80).optional(),
    nom: text('Nom', 80).optional(),
    societe: z.string().trim().max(120, 'Nom de société trop long.').optional(),
    ligne1: text('Adresse', 200).optional(),
    ligne2: z.string().trim().max(200, 'Complément trop long.').optional(),
    code_postal: z
      .string({ message: 'Code postal requis.' })
      .trim()
      .regex(/^[A-Za-z0-9 -]{2,12}$/u, 'Code postal invalide.')
      .optional(),
    ville: text('Ville', 120).optional(),
    pays: CountryCodeSchema.optional(),
    tel: z.string().trim().max(25, 'Numéro trop long.').optional(),
  }),
  filters: z.object({
    /** The account's id (the customer's page). */
    user: RecordIdSchema.optional(),
    /** The customer's mail, first or last name (start of). */
    client: querySearch.optional(),
    /** The city (start of). */
    ville: querySearch.optional(),
    /** ISO 3166-1 alpha-2 code. */
    pays: CountryCodeSchema.optional(),
  }),
  sortable: ['id', 'ville', 'code_postal', 'pays'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Adresse',
    plural: 'Adresses',
    fields: {
      prenom: 'Prénom',
      nom: 'Nom',
      societe: 'Société',
      ligne1: 'Adresse',
      ligne2: 'Complément',
      code_postal: 'Code postal',
      ville: 'Ville',
      pays: 'Pays',
      tel: 'Téléphone',
    },
  },
});
