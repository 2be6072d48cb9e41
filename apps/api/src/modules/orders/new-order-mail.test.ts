import { formatEuros } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import type { commandes } from '../../db/schema/index.ts';
import { renderNewOrderMail } from './new-order-mail.ts';
import { LYON_RELAY } from '../../test/addresses.ts';

type OrderRow = typeof commandes.$inferSelect;

const order = {
  id: 7,
  hash: '8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11',
  numero: 'OC-2026-000042',
  statut: 'payee',
  total_ttc: 24_690,
  test: false,
  note: null,
  livraison_label: 'Mondial Relay',
  point_relais: LYON_RELAY,
  remise_code: 'BIENVENUE10',
} as unknown as OrderRow;
const customer = { prenom: 'Camille', nom: 'Durand', mail: 'camille@exemple.fr' };
const lines = [{ produit_label: 'Crème au caviar', label: 'Pot 50 ml', qtt: 2 }];

describe('renderNewOrderMail', () => {
  it('gives the number, customer, total, delivery, items and the back office link', () => {
    const mail = renderNewOrderMail({ order, customer, lines }, 'https://boutique.example');
    expect(mail.subject).toBe(`Nouvelle commande OC-2026-000042 – ${formatEuros(24_690)}`);
    expect(mail.text.split('\n')).toEqual([
      'Nouvelle commande payée : OC-2026-000042',
      '',
      'Client : Camille Durand <camille@exemple.fr>',
      `Total TTC : ${formatEuros(24_690)}`,
      'Livraison : Mondial Relay',
      'Point relais : Tabac de la Gare, Lyon',
      'Code de réduction : BIENVENUE10',
      '',
      'Articles :',
      '- 2 × Crème au caviar (Pot 50 ml)',
      '',
      'Voir la commande : https://boutique.example/fr/ad/commandes/8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11',
    ]);
  });

  it('marks a test payment and an order to check in the subject, with the reason', () => {
    const toCheck = renderNewOrderMail(
      {
        order: { ...order, statut: 'a_verifier', test: true, note: 'Payée après expiration : à rembourser.' },
        customer: { ...customer, prenom: '', nom: '' },
        lines: [],
      },
      'https://boutique.example',
    );
    expect(toCheck.subject).toBe(`[TEST] Commande à vérifier OC-2026-000042 – ${formatEuros(24_690)}`);
    expect(toCheck.text).toContain('Paiement de test : aucun argent n’a été encaissé.');
    expect(toCheck.text).toContain('Payée après expiration : à rembourser.');
    expect(toCheck.text).toContain('Client : camille@exemple.fr');
    expect(toCheck.text).not.toContain('Articles :');
  });
});
