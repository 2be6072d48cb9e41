import type { Return } from '@boutique/domain';
import type { ReturnWithLines } from './returns.queries.ts';

/** A return as staff read it (the sealed variants flagged for the art. 16(e) refusal). */
export function toReturn({ retour, commande, lignes }: ReturnWithLines, sealed: ReadonlySet<number>): Return {
  return {
    id: retour.id,
    type: retour.type,
    statut: retour.statut,
    commande: { id: commande.id, numero: commande.numero ?? '', hash: commande.hash, langue: commande.langue },
    nom: retour.nom,
    email: retour.email,
    message: retour.message,
    lignes: lignes.map(({ line, produit_label, label }) => ({
      declinaison: line.declinaison_id,
      produit_label,
      label,
      qtt: line.qtt,
      recu: line.recu,
      restock: line.restock,
      scelle: sealed.has(line.declinaison_id),
    })),
    created: retour.created.toISOString(),
    remboursement_du: retour.remboursement_du?.toISOString() ?? null,
    recu_le: retour.recu_le?.toISOString() ?? null,
    refus: retour.refus,
    refus_detail: retour.refus_detail,
    remboursement_id: retour.remboursement_id,
  };
}
