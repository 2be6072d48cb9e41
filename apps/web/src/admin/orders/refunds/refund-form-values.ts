import {
  parseHundredths,
  type AdminOrderDetail,
  type RefundAsk,
  type RefundedSoFar,
  type RefundRequest,
} from '@boutique/domain';

/** The dialog's fields as typed: quantities, warehouse and amount are texts until sent. */
export interface RefundTyped {
  /** `lot`: blank for the lots the units came from. */
  lignes: { declinaison: number; qtt: string; restock: boolean; entrepot: string; lot: string }[];
  livraison: boolean;
  montant_libre: string;
  motif: string;
}

/** A free amount typed in euros as cents: blank is none, null when it is no amount. */
export function freeAmountCents(text: string): number | null {
  return text.trim() === '' ? 0 : parseHundredths(text.replace(/[\s\u00a0\u202f€]/gu, ''));
}

const units = (text: string) => (/^\s*\d+\s*$/u.test(text) ? Number(text) : 0);

/** The typed values as the shared schema reads them: lines with no unit left out. */
export function toRefundRequest(typed: RefundTyped): RefundRequest {
  return {
    lignes: typed.lignes
      .filter((line) => units(line.qtt) > 0)
      .map((line) => ({
        declinaison: line.declinaison,
        qtt: units(line.qtt),
        restock: line.restock,
        ...(line.restock && line.entrepot ? { entrepot: Number(line.entrepot) } : {}),
        ...(line.restock && line.lot ? { lot: Number(line.lot) } : {}),
      })),
    livraison: typed.livraison,
    montant_libre: freeAmountCents(typed.montant_libre) ?? 0,
    motif: typed.motif,
  };
}

/** What the domain rule is asked, for the live total. */
export const toRefundAsk = (typed: RefundTyped): RefundAsk => {
  const { lignes, livraison, montant_libre } = toRefundRequest(typed);
  return { lignes, livraison, montant_libre };
};

/** Nothing asked yet: every line at zero, restocked into the first warehouse when ticked. */
export function emptyRefund(order: AdminOrderDetail, warehouse: string): RefundTyped {
  return {
    lignes: order.lignes.map((line) => ({
      declinaison: line.declinaison_id,
      qtt: '0',
      restock: false,
      entrepot: warehouse,
      lot: '',
    })),
    livraison: false,
    montant_libre: '',
    motif: '',
  };
}

/** Units of a line not refunded yet. */
export const unitsLeft = (line: { declinaison_id: number; qtt: number }, already: RefundedSoFar) =>
  Math.max(0, line.qtt - (already.lignes.get(line.declinaison_id) ?? 0));
