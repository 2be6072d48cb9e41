import {
  checkoutTotals,
  orderTimeline,
  vatRateBps,
  type AdminOrderDetail,
  type AuditEntry,
  type OrderNote,
  type OrderRefund,
} from '@boutique/domain';
import type { commandes, commandesDeclinaisons, commandesNotes } from '../../db/schema/index.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

type OrderRow = typeof commandes.$inferSelect;
type LineRow = typeof commandesDeclinaisons.$inferSelect;
type NoteRow = typeof commandesNotes.$inferSelect;
export interface Contact {
  id: number;
  prenom: string;
  nom: string;
  mail: string;
}

/** A note as staff read it, with its author when the account still exists. */
export function toOrderNote(note: NoteRow, authors: ReadonlyMap<number, Contact>): OrderNote {
  return {
    id: note.id,
    texte: note.texte,
    created: note.created.toISOString(),
    auteur: (note.user_id !== null && authors.get(note.user_id)) || null,
  };
}

/** The status changes made by hand in the back office, from the order's audit entries. */
const statusChanges = (audits: readonly AuditEntry[]) =>
  audits.flatMap((entry) => {
    const change = entry.action === 'update' ? entry.diff.statut : undefined;
    return change ? [{ date: entry.created, avant: change.before, apres: change.after, auteur: entry.user_mail }] : [];
  });

/**
 * The back office's whole view of an order. The VAT breakdown is the one stored at checkout; an
 * order stored without one gets it from the same rule the checkout applies (`checkoutTotals`).
 */
export function toAdminOrderDetail(input: {
  order: OrderRow;
  lines: readonly LineRow[];
  customer: Contact | null;
  notes: readonly OrderNote[];
  audits: readonly AuditEntry[];
  invoiceUrl: string | null;
  /** The credit note a refund issued, with its download address. */
  creditNote?: { numero: string; url: string } | null;
  /** The carrier of the order's delivery method, if it still exists. */
  carrierId?: number | null;
  /** The label of the offline payment method recorded on the order, if any. */
  paymentMethod?: string | null;
  /** Its refunds, in part or in full, with their credit notes' numbers. */
  refunds?: readonly OrderRefund[];
  /** The payment link the order was sent with, if any. */
  paymentLink?: { id: number; url: string; paye: Date | null } | null;
  /** The lots its units still with it come from. */
  lots?: readonly { id: number; declinaison_id: number; numero: string; qtt: number }[];
}): AdminOrderDetail {
  const { order, lines, customer, notes, audits, invoiceUrl } = input;
  const tva = order.tva.length > 0 ? order.tva : checkoutTotals(lines, order.livraison_ttc, order.remise_ttc).tva;
  const dates = {
    created: order.created.toISOString(),
    expire: order.expire.toISOString(),
    payee: isoOrNull(order.payee),
    expediee: isoOrNull(order.expediee),
    rembourse: isoOrNull(order.rembourse),
  };
  return {
    id: order.id,
    hash: order.hash,
    numero: order.numero,
    statut: order.statut,
    langue: order.langue,
    test: order.test,
    ...dates,
    suivi: order.suivi,
    note: order.note,
    version: order.version,
    client: customer,
    lignes: lines.map((line) => ({
      declinaison_id: line.declinaison_id,
      produit_label: line.produit_label,
      label: line.label,
      qtt: line.qtt,
      prix_ht: line.prix_ht,
      prix_ttc: line.prix_ttc,
      total_ht: line.prix_ht * line.qtt,
      total_ttc: line.prix_ttc * line.qtt,
      taux_tva_bps: vatRateBps(line),
      remise: line.remise,
      lots: (input.lots ?? [])
        .filter((lot) => lot.declinaison_id === line.declinaison_id)
        .map(({ id, numero, qtt }) => ({ id, numero, qtt })),
    })),
    totaux: {
      lignes_ht: order.lignes_ht,
      lignes_ttc: order.lignes_ttc,
      livraison_ttc: order.livraison_ttc,
      remise_ttc: order.remise_ttc,
      total_ht: order.total_ht,
      total_ttc: order.total_ttc,
      tva,
    },
    livraison: order.livraison_label
      ? {
          methode_id: order.livraison_methode_id,
          transporteur_id: input.carrierId ?? null,
          label: order.livraison_label,
          prix_ttc: order.livraison_ttc,
        }
      : null,
    point_relais: order.point_relais ?? null,
    remise: order.remise_code ? { code: order.remise_code, montant: order.remise_ttc } : null,
    adresse_livraison: order.adresse_livraison ?? null,
    adresse_facturation: order.adresse_facturation ?? null,
    paiement: order.payee
      ? {
          reference: order.intent,
          montant: order.total_ttc,
          date: order.payee.toISOString(),
          test: order.test,
          methode: input.paymentMethod ?? null,
        }
      : null,
    lien_paiement: input.paymentLink
      ? { id: input.paymentLink.id, url: input.paymentLink.url, paye: isoOrNull(input.paymentLink.paye) }
      : null,
    remboursement:
      order.remboursement || order.rembourse
        ? { reference: order.remboursement, montant: order.total_ttc, date: isoOrNull(order.rembourse) }
        : null,
    facture: order.facture_numero && invoiceUrl ? { numero: order.facture_numero, url: invoiceUrl } : null,
    avoir: input.creditNote ?? null,
    remboursements: [...(input.refunds ?? [])],
    chronologie: orderTimeline({ statut: order.statut, ...dates }, statusChanges(audits)),
    notes: [...notes],
  };
}
