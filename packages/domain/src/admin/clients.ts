import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { AddressSchema } from '../contracts/addresses.ts';
import { MailSchema, UserSchema } from '../contracts/auth.ts';
import { LOCALES } from '../locales.ts';
import { PRICE_MODES } from '../money.ts';
import { STAFF_SCOPES } from '../scopes.ts';
import { version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema } from './resource.ts';

const name = (label: string) =>
  z
    .string({ message: `${label} requis.` })
    .trim()
    .min(1, `${label} requis.`)
    .max(80, `${label} trop long.`);

/** The scopes the list filters accounts on: the staff roles. */
export const CUSTOMER_SCOPE_FILTERS = STAFF_SCOPES;

/**
 * Customer accounts in the back office (the `users` table, served at `/api/clients`: the customer's
 * own `PUT /api/users/{id}` already answers the registry's path). Staff read and correct the
 * profile, price mode, language and ambassador flag; they never see a password hash, a token or a
 * linked Google account, and neither create nor delete an account (the customer signs up, and
 * erases it under the GDPR).
 */
export const clientsResource = defineAdminResource({
  model: 'clients',
  key: 'id',
  keySchema: RecordIdSchema,
  /** The account as its owner sees it, with what only staff see. */
  row: UserSchema.extend({
    scopes: z.array(z.string()),
    created: z.string(),
    version,
  }),
  input: z.object({
    prenom: name('Prénom').optional(),
    nom: name('Nom').optional(),
    tel: z.string().trim().max(25, 'Numéro trop long.').optional(),
    langue: z.enum(LOCALES, { message: 'Langue inconnue.' }).optional(),
    montant: z.enum(PRICE_MODES, { message: 'Affichage des prix inconnu.' }).optional(),
    ambassadeur: z.boolean().optional(),
  }),
  filters: z.object({
    /** Any part of the mail, first or last name or phone. */
    q: querySearch.optional(),
    scope: z.enum(CUSTOMER_SCOPE_FILTERS, { message: 'Rôle inconnu.' }).optional(),
    newsletters: queryBoolean.optional(),
    /** Created on or after this day (shop time). */
    du: CalendarDateSchema.optional(),
    /** Created on or before this day (shop time). */
    au: CalendarDateSchema.optional(),
  }),
  sortable: ['created', 'id', 'mail', 'nom'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Client',
    plural: 'Clients',
    fields: {
      prenom: 'Prénom',
      nom: 'Nom',
      tel: 'Téléphone',
      reinitialisation: 'E-mail de réinitialisation envoyé le',
      langue: 'Langue',
      montant: 'Affichage des prix',
      ambassadeur: 'Ambassadeur',
    },
  },
});

/** A customer account as the back office shows it. */
export type AdminCustomerRow = z.infer<typeof clientsResource.row>;

const at = z.string().nullable();

/**
 * What a customer's page shows beside the profile (`GET /api/clients/{id}/fiche`), each part read
 * through the module that owns it: addresses, baskets, referral codes, and the newsletter consent as stored
 * (subscription, confirmation and unsubscription dates; no earlier changes are kept).
 */
export const CustomerFileSchema = z.object({
  adresses: z.array(AddressSchema),
  paniers: z.object({ nombre: z.number().int(), articles: z.number().int(), mis_a_jour: at }),
  /** The ambassador's referral codes, made when staff tick the flag; empty for other accounts. */
  codes_parrainage: z.array(z.string()),
  newsletter: z.array(
    z.object({
      mail: z.string(),
      source: z.string(),
      consentement: z.string(),
      confirme: at,
      desinscrit: at,
    }),
  ),
});
export type CustomerFile = z.infer<typeof CustomerFileSchema>;
export const CustomerFileAnswerSchema = z.object({ code: z.literal(200), data: CustomerFileSchema });

/**
 * Staff changing a customer's sign-in address (`PUT /api/clients/{id}/mail`): its own call rather
 * than a field of the generic edit, since the address must stay unique (409 with `errors.mail`).
 * Sessions, password and Google link are left as they are.
 */
export const CustomerMailChangeSchema = z.object({ mail: MailSchema });
export type CustomerMailChange = z.infer<typeof CustomerMailChangeSchema>;
