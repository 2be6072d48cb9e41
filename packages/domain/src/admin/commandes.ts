import { z } from 'zod';
import { CalendarDateSchema } from '../contracts/calendar-date.ts';
import { ORDER_STATUSES, type OrderStatus } from '../contracts/orders.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema } from './resource.ts';

/** An amount in euros typed in a filter (the column holds cents). */
const euros = z.coerce.number().min(0).max(1_000_000);

/** The statuses a sale can be in: what the list shows under the "ventes" filter. */
export const SALE_STATUSES = [
  'payee',
  'a_verifier',
  'expediee',
  'remboursee',
] as const satisfies readonly OrderStatus[];

/** Sales whose money the shop keeps: what the dashboard's sales figures add up. */
export const KEPT_SALE_STATUSES = ['payee', 'expediee'] as const satisfies readonly OrderStatus[];

/** `statut` filter values: one status, every sale ('ventes'), or the sales kept ('encaissees'). */
export const ORDER_STATUS_FILTERS = ['ventes', 'encaissees', ...ORDER_STATUSES] as const;

/**
 * Status changes staff may make by hand (list bulk action or edit). Payment and refund move money,
 * so they come from the provider and the refund call only; shipping mails the customer.
 */
export const ORDER_MANUAL_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  payee: ['expediee'],
  expediee: ['payee'],
};

/**
 * Why an order may not take this change, or null when it may. A refunded, expired or still reserved
 * order no longer changes by hand; a paid one changes only its tracking number, its note, and its
 * status along ORDER_MANUAL_TRANSITIONS.
 */
export function orderEditRefusal(
  current: { statut: OrderStatus },
  change: { statut?: OrderStatus | undefined } | null,
): string | null {
  if (change === null) return 'Une commande ne se supprime pas : elle reste dans la comptabilité.';
  if (current.statut === 'remboursee') return 'Une commande remboursée ne se modifie plus.';
  if (current.statut === 'expiree' || current.statut === 'reservee') return 'Une commande non payée ne se modifie pas.';
  if (change.statut === undefined || change.statut === current.statut) return null;
  if (ORDER_MANUAL_TRANSITIONS[current.statut]?.includes(change.statut)) return null;
  return change.statut === 'remboursee'
    ? 'Un remboursement passe par le bouton « Rembourser ».'
    : 'Ce changement de statut n’est pas permis pour cette commande.';
}

const instant = z.string().nullable();

/** Orders in the back office: a sale's status, shipment and note; its money fields never change here. */
export const commandesResource = defineAdminResource({
  model: 'commandes',
  key: 'hash',
  keySchema: z.uuid({ message: 'Identifiant invalide.' }),
  row: z.object({
    id: z.number().int(),
    hash: z.string(),
    numero: z.string().nullable(),
    statut: z.enum(ORDER_STATUSES),
    created: z.string(),
    payee: instant,
    expediee: instant,
    rembourse: instant,
    suivi: z.string().nullable(),
    note: z.string().nullable(),
    total_ttc: z.number().int(),
    facture_numero: z.string().nullable(),
    livraison_label: z.string().nullable(),
    test: z.boolean(),
    user_id: z.number().int(),
    client: z.object({ prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
    /** The workflow step the order is at (null: in no workflow). */
    workflow_etape_id: z.number().int().nullable(),
    version: z.number().int(),
  }),
  input: z.object({
    statut: z.enum(ORDER_STATUSES, { message: 'Statut inconnu.' }).optional(),
    suivi: z.string().trim().max(80).nullable().optional(),
    note: z.string().trim().max(2_000).nullable().optional(),
  }),
  filters: z.object({
    statut: z.enum(ORDER_STATUS_FILTERS, { message: 'Statut inconnu.' }).optional(),
    /** Placed on or after this day (shop time). */
    du: CalendarDateSchema.optional(),
    /** Placed on or before this day (shop time). */
    au: CalendarDateSchema.optional(),
    /**
     * The list's search: an order, invoice or credit-note number (whole, or its sequence alone),
     * or the start of the customer's mail, first or last name or phone number.
     */
    q: querySearch.optional(),
    /** The customer's mail, first or last name (start of). */
    client: querySearch.optional(),
    /** The customer's account id (the customer's page in the back office). */
    user: RecordIdSchema.optional(),
    montant_min: euros.optional(),
    montant_max: euros.optional(),
    test: queryBoolean.optional(),
    /** At this workflow step. */
    etape: RecordIdSchema.optional(),
  }),
  sortable: ['created', 'total_ttc', 'numero', 'statut'],
  defaultOrder: 'desc',
  labels: {
    singular: 'Commande',
    plural: 'Commandes',
    fields: {
      statut: 'Statut',
      suivi: 'Numéro de suivi',
      note: 'Note interne',
      workflow_etape_id: 'Étape (n°)',
      // Written by the order's own calls (shipping, refund, notes), shown in its history.
      expediee: 'Expédiée le',
      remboursement: 'Remboursement demandé',
      note_interne: 'Note ajoutée',
    },
  },
});

/** An order as the back office's list shows it. */
export type AdminOrderRow = z.infer<typeof commandesResource.row>;
