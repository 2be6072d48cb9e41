import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { PaymentLinkFieldsSchema, PaymentLinkInputSchema } from '../contracts/payment-links.ts';
import type { ReasonedRefusal } from '../contracts/error-reasons.ts';
import { LOCALES } from '../locales.ts';
import { instant, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema } from './resource.ts';

const fields = PaymentLinkInputSchema.shape;

/**
 * Payment links in the back office (`/ad/paiements`, the `stripelinks` table owned by
 * modules/payment-links). A link is created through `POST /api/stripelinks` (its unguessable hash),
 * sent with `POST /api/stripelinks/notifier/{id}/{canal}` and deleted with
 * `DELETE /api/stripelinks/{id}` (kept for the payment's trail, its intent cancelled); the generic
 * routes list, read and edit it. Ambassadors see and edit only the links they created.
 */
export const liensPaiementResource = defineAdminResource({
  model: 'liens-paiement',
  key: 'id',
  keySchema: RecordIdSchema,
  row: PaymentLinkFieldsSchema.extend({
    created: instant,
    created_by: z.number().int().nullable(),
    paye: instant.nullable(),
    /** The staff order the link pays: its amount is the order's. */
    commande_id: z.number().int().nullable(),
    version,
  }),
  input: z.object({
    montant: fields.montant.optional(),
    message: fields.message.unwrap().optional(),
    prenom: fields.prenom.unwrap().optional(),
    nom: fields.nom.unwrap().optional(),
    mail: fields.mail.unwrap().optional(),
    tel: fields.tel.unwrap().optional(),
    langue: z.enum(LOCALES, { message: 'Langue inconnue.' }).optional(),
  }),
  filters: z.object({
    /** Part of the mail, first or last name, or phone number. */
    q: querySearch.optional(),
    paye: z.enum(['true', 'false']).optional(),
    /** Created on or after this day (shop time). */
    du: CalendarDateSchema.optional(),
    /** Created on or before this day (shop time). */
    au: CalendarDateSchema.optional(),
  }),
  sortable: ['created', 'montant', 'paye', 'nom', 'mail', 'id'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Lien de paiement',
    plural: 'Liens de paiement',
    fields: {
      montant: 'Montant',
      envoi: 'Lien envoyé',
      message: 'Message',
      prenom: 'Prénom',
      nom: 'Nom',
      mail: 'E-mail',
      tel: 'Téléphone',
      langue: 'Langue',
      created: 'Créé le',
      paye: 'Payé le',
    },
  },
});

/** A payment link as the back office's list shows it. */
export type AdminPaymentLinkRow = z.infer<typeof liensPaiementResource.row>;

/**
 * Why a link may not take this change (null: it may): a paid link is settled, and a link paying a
 * staff order asks the order's amount. `change` null is a delete, refused once paid.
 */
export function paymentLinkEditRefusal(
  link: { paye: unknown; commande_id: number | null; montant: number },
  change: { montant?: number } | null,
): ReasonedRefusal | null {
  if (change === null) {
    return link.paye
      ? { message: 'Ce lien a déjà été payé : il ne peut pas être supprimé.', reason: 'payment_link_paid' }
      : null;
  }
  if (link.paye)
    return { message: 'Ce lien a déjà été payé : il ne peut plus être modifié.', reason: 'payment_link_paid' };
  if (link.commande_id && change.montant !== undefined && change.montant !== link.montant) {
    return {
      message: 'Ce lien règle une commande : son montant est celui de la commande.',
      reason: 'payment_link_order_amount',
    };
  }
  return null;
}
