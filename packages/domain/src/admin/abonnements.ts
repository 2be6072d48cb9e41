import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { LOCALES } from '../locales.ts';
import { instant, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema } from './resource.ts';

/**
 * Newsletter subscribers in the back office (`/ad/abonnements`, the `newsletters` table): people
 * subscribe themselves (double opt-in) or in person (salon); staff read their consent and may
 * unsubscribe them (`POST /api/abonnements/{id}/desinscription`), never subscribe anyone.
 */
export const abonnementsResource = defineAdminResource({
  model: 'abonnements',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    mail: z.string(),
    prenom: z.string(),
    nom: z.string(),
    tel: z.string(),
    /** When consent was last given (the form sent, or the link opened). */
    consentement: instant,
    /** Where it came from: `bandeau`, `site`, `salon`… */
    source: z.string(),
    confirme: instant.nullable(),
    desinscrit: instant.nullable(),
    langue: z.enum(LOCALES),
    user_id: z.number().int().nullable(),
    version,
  }),
  input: z.object({
    prenom: z.string().trim().max(80, 'Prénom trop long.').optional(),
    nom: z.string().trim().max(80, 'Nom trop long.').optional(),
    langue: z.enum(LOCALES, { message: 'Langue inconnue.' }).optional(),
  }),
  filters: z.object({
    /** The start of the address. */
    q: querySearch.optional(),
    confirme: z.enum(['true', 'false']).optional(),
    desinscrit: z.enum(['true', 'false']).optional(),
    langue: z.enum(LOCALES, { message: 'Langue inconnue.' }).optional(),
    source: z
      .string()
      .regex(/^[a-z-]{1,30}$/u, 'Source inconnue.')
      .optional(),
    /** Consent given on or after this day (shop time). */
    du: CalendarDateSchema.optional(),
    /** Consent given on or before this day (shop time). */
    au: CalendarDateSchema.optional(),
  }),
  sortable: ['consentement', 'mail', 'confirme', 'id'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Abonné',
    plural: 'Abonnements',
    fields: {
      mail: 'Adresse',
      prenom: 'Prénom',
      nom: 'Nom',
      tel: 'Téléphone',
      consentement: 'Consentement le',
      source: 'Source',
      confirme: 'Confirmé le',
      desinscrit: 'Désinscrit le',
      langue: 'Langue',
    },
  },
});

/** A subscriber as the back office's list shows it. */
export type AdminSubscriberRow = z.infer<typeof abonnementsResource.row>;

/** The columns of the subscribers' CSV export, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'mail',
  'prenom',
  'nom',
  'langue',
  'source',
  'consentement',
  'confirme',
  'desinscrit',
] as const;
