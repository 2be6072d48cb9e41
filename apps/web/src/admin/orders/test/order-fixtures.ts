import type { AdminOrderDetail } from '@boutique/domain';

/** The order the back office's order and parcel tests show. */
export const ORDER_HASH = '8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11';

/** An order line of `qtt` units at 100 € HT, 20 % VAT. */
export const orderLine = (declinaison_id: number, produit_label: string, label: string, qtt: number) => ({
  declinaison_id,
  produit_label,
  label,
  qtt,
  prix_ht: 10_000,
  prix_ttc: 12_000,
  total_ht: 10_000 * qtt,
  total_ttc: 12_000 * qtt,
  taux_tva_bps: 2000,
});

const address = {
  prenom: 'Camille',
  nom: 'Durand',
  societe: '',
  ligne1: '12 rue Mercière',
  ligne2: '',
  code_postal: '69002',
  ville: 'Lyon',
  pays: 'FR',
  tel: '',
};

/** A paid order as `GET /api/admin/commandes/{hash}` answers it: two units of one variant, a relay point, an invoice. */
export const makeOrderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: 1,
  hash: ORDER_HASH,
  numero: 'OC-2026-000042',
  statut: 'payee',
  langue: 'fr',
  test: false,
  created: '2026-02-10T09:30:00.000Z',
  expire: '2026-02-10T10:00:00.000Z',
  payee: '2026-02-10T09:35:00.000Z',
  expediee: null,
  suivi: null,
  rembourse: null,
  note: null,
  version: 1,
  client: { id: 7, prenom: 'Camille', nom: 'Durand', mail: 'camille.durand@example.fr' },
  lignes: [orderLine(12, 'Crème au caviar', 'Pot 50 ml', 2)],
  totaux: {
    lignes_ht: 20_000,
    lignes_ttc: 24_000,
    livraison_ttc: 690,
    remise_ttc: 0,
    total_ht: 20_575,
    total_ttc: 24_690,
    tva: [{ taux_bps: 2000, base_ht: 20_575, montant: 4_115 }],
  },
  livraison: { methode_id: 3, transporteur_id: 2, label: 'Mondial Relay', prix_ttc: 690 },
  point_relais: {
    id: 4,
    nom: 'Tabac de la Gare',
    ligne1: '2 place de la Gare',
    code_postal: '69002',
    ville: 'Lyon',
    pays: 'FR',
  },
  remise: null,
  adresse_livraison: address,
  adresse_facturation: { ...address, ligne1: '3 allée des Tilleuls' },
  paiement: { reference: 'pi_123', montant: 24_690, date: '2026-02-10T09:35:00.000Z', test: false },
  lien_paiement: null,
  remboursement: null,
  facture: { numero: 'F-2026-000042', url: 'https://boutique.example/api/factures/x.pdf' },
  avoir: null,
  chronologie: [
    { etape: 'creee', date: '2026-02-10T09:30:00.000Z', avant: null, apres: null, auteur: null },
    { etape: 'payee', date: '2026-02-10T09:35:00.000Z', avant: null, apres: null, auteur: null },
    { etape: 'statut', date: '2026-02-11T09:00:00.000Z', avant: 'expediee', apres: 'payee', auteur: 'alix@exemple.fr' },
  ],
  notes: [],
  ...overrides,
});
