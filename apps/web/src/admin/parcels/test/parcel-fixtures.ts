import type { AdminParcelRow } from '@boutique/domain';
import { ORDER_HASH } from '../../orders/test/order-fixtures.ts';

/** A parcel of the fixture order, being packed: one pot of cream, by Colissimo. */
export const makeParcel = (id: number, overrides: Partial<AdminParcelRow> = {}): AdminParcelRow => ({
  id,
  commande_id: 1,
  commande_hash: ORDER_HASH,
  numero: 'OC-2026-000042',
  client: { prenom: 'Camille', nom: 'Durand', mail: 'camille.durand@example.fr' },
  transporteur_id: 2,
  transporteur: 'Colissimo',
  suivi: null,
  suivi_lien: null,
  statut: 'preparation',
  created: '2026-02-11T08:00:00.000Z',
  expedie: null,
  livre: null,
  lignes: [{ declinaison_id: 12, qtt: 1, produit_label: 'Crème au caviar', label: 'Pot 50 ml', lots: [] }],
  version: 1,
  ...overrides,
});
