import type { Order } from '@boutique/domain';
import type { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

type OrderRow = typeof commandes.$inferSelect;
type LineRow = typeof commandesDeclinaisons.$inferSelect;

/** An order as its customer sees it: no internal ids, notes or provider references. */
export const toOrder = (order: OrderRow, lines: LineRow[]): Order => ({
  hash: order.hash,
  numero: order.numero,
  statut: order.statut,
  lignes_ht: order.lignes_ht,
  lignes_ttc: order.lignes_ttc,
  total_ht: order.total_ht,
  total_ttc: order.total_ttc,
  livraison: order.livraison_label ? { label: order.livraison_label, prix_ttc: order.livraison_ttc } : null,
  remise: order.remise_code ? { code: order.remise_code, montant: order.remise_ttc } : null,
  tva: order.tva,
  adresse_livraison: order.adresse_livraison ?? null,
  adresse_facturation: order.adresse_facturation ?? null,
  created: order.created.toISOString(),
  expire: order.expire.toISOString(),
  payee: isoOrNull(order.payee),
  expediee: isoOrNull(order.expediee),
  suivi: order.suivi,
  rembourse: isoOrNull(order.rembourse),
  facture: order.facture_numero,
  test: order.test,
  lignes: lines
    .filter((line) => line.commande_id === order.id)
    .map(({ declinaison_id, produit_label, label, qtt, prix_ht, prix_ttc }) => ({
      declinaison_id,
      produit_label,
      label,
      qtt,
      prix_ht,
      prix_ttc,
    })),
});
