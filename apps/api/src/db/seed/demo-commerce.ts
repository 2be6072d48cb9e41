import * as t from '../schema/index.ts';
import type { Transaction as Tx } from '../client.ts';

/** Carriers, delivery methods and discount codes of the demo shop (prices TTC, in cents). */
export async function insertDemoCommerce(tx: Tx) {
  const [colissimo, chronopost] = await tx
    .insert(t.transporteurs)
    .values([{ label: 'Colissimo' }, { label: 'Chronopost' }])
    .returning();
  await tx.insert(t.methodesLivraisons).values([
    {
      transporteur_id: colissimo!.id,
      label: 'Livraison à domicile',
      traductions: {
        en: { label: 'Home delivery' },
        es: { label: 'Entrega a domicilio' },
        de: { label: 'Lieferung nach Hause' },
      },
      prix_ttc: 690,
      delai_min: 2,
      delai_max: 3,
      pays: ['FR', 'MC'],
      ordre: 1,
    },
    {
      transporteur_id: colissimo!.id,
      label: 'Point retrait',
      traductions: { en: { label: 'Pick-up point' }, es: { label: 'Punto de recogida' }, de: { label: 'Abholstelle' } },
      prix_ttc: 490,
      delai_min: 3,
      delai_max: 4,
      pays: ['FR'],
      ordre: 2,
    },
    {
      transporteur_id: chronopost!.id,
      label: 'Express 24 h',
      traductions: { en: { label: 'Express 24 h' }, es: { label: 'Exprés 24 h' }, de: { label: 'Express 24 Std.' } },
      prix_ttc: 1290,
      delai_min: 1,
      delai_max: 1,
      franco: false,
      pays: ['FR'],
      ordre: 3,
    },
    {
      transporteur_id: colissimo!.id,
      label: 'Europe',
      traductions: { en: { label: 'Europe' }, es: { label: 'Europa' }, de: { label: 'Europa' } },
      prix_ttc: 1490,
      delai_min: 4,
      delai_max: 7,
      pays: ['BE', 'LU', 'DE', 'ES', 'IT', 'NL', 'AT', 'PT', 'IE'],
      ordre: 4,
    },
  ]);
  await tx.insert(t.remises).values([
    { code: 'BIENVENUE10', type: 'pourcentage', valeur: 1000, minimum_ttc: 3000, limite_client: 1 },
    { code: 'ORCAVIAR15', type: 'montant', valeur: 1500, minimum_ttc: 9000 },
  ]);
}
