import * as t from '../db/schema/index.ts';
import type { Transaction as Tx } from '../db/client.ts';

/** The countries the demo ships to, with their standard VAT rate (basis points). */
const DEMO_COUNTRIES = [
  { code: 'FR', nom: 'France', tva_bps: 2000 },
  { code: 'MC', nom: 'Monaco', tva_bps: 2000 },
  { code: 'BE', nom: 'Belgique', tva_bps: 2100 },
  { code: 'LU', nom: 'Luxembourg', tva_bps: 1700 },
  { code: 'DE', nom: 'Allemagne', tva_bps: 1900 },
  { code: 'ES', nom: 'Espagne', tva_bps: 2100 },
  { code: 'IT', nom: 'Italie', tva_bps: 2200 },
  { code: 'NL', nom: 'Pays-Bas', tva_bps: 2100 },
  { code: 'AT', nom: 'Autriche', tva_bps: 2000 },
  { code: 'PT', nom: 'Portugal', tva_bps: 2300 },
  { code: 'IE', nom: 'Irlande', tva_bps: 2300 },
];

/** Countries, carriers, delivery methods and discount codes of the demo shop (prices TTC, in cents). */
export async function insertDemoCommerce(tx: Tx) {
  // A database migrated while it already had delivery methods holds their countries already.
  await tx
    .insert(t.pays)
    .values(DEMO_COUNTRIES.map((country, index) => ({ ...country, ordre: index + 1 })))
    .onConflictDoNothing({ target: t.pays.code });
  const [colissimo, chronopost] = await tx
    .insert(t.transporteurs)
    .values([
      { label: 'Colissimo', suivi_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={suivi}' },
      { label: 'Chronopost', suivi_url: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLV={suivi}' },
    ])
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
      point_relais: true,
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
      // Parcels over 2 kg cost more to send abroad.
      tarifs: [
        { pays: null, poids_max: 2000, prix_ttc: 1490 },
        { pays: null, poids_max: null, prix_ttc: 2490 },
      ],
      delai_min: 4,
      delai_max: 7,
      pays: ['BE', 'LU', 'DE', 'ES', 'IT', 'NL', 'AT', 'PT', 'IE'],
      ordre: 4,
    },
  ]);
  // A few relay points in the big cities, enough to choose one wherever the demo customer lives.
  await tx.insert(t.pointsRelais).values(
    [
      { nom: 'Librairie du Marais', ligne1: '12 rue Vieille-du-Temple', code_postal: '75004', ville: 'Paris' },
      { nom: 'Tabac des Ternes', ligne1: '48 avenue des Ternes', code_postal: '75017', ville: 'Paris' },
      { nom: 'Pressing Croix-Rousse', ligne1: '5 boulevard de la Croix-Rousse', code_postal: '69004', ville: 'Lyon' },
      { nom: 'Épicerie du Vieux-Port', ligne1: '22 quai du Port', code_postal: '13002', ville: 'Marseille' },
      { nom: 'Fleuriste des Chartrons', ligne1: '31 cours Portal', code_postal: '33000', ville: 'Bordeaux' },
      { nom: 'Relais Saint-Michel', ligne1: '7 place Canteloup', code_postal: '33800', ville: 'Bordeaux' },
      { nom: 'Papeterie du Capitole', ligne1: '9 rue du Taur', code_postal: '31000', ville: 'Toulouse' },
      { nom: 'Café de la Gare', ligne1: '1 place des Buisses', code_postal: '59000', ville: 'Lille' },
      { nom: 'Presse Bellecour', ligne1: '2 rue de la Barre', code_postal: '69002', ville: 'Lyon' },
      { nom: 'Consigne Nantes Commerce', ligne1: '4 place du Commerce', code_postal: '44000', ville: 'Nantes' },
    ].map((point) => ({ ...point, transporteur_id: colissimo!.id, pays: 'FR' })),
  );
  // The card comes with the migration; the demo adds two offline methods staff record by hand.
  await tx.insert(t.methodesPaiements).values([
    {
      code: 'virement',
      label: 'Virement bancaire',
      description: 'Enregistré par l’équipe à réception du virement.',
      traductions: {
        en: { label: 'Bank transfer', description: 'Recorded by the team when the transfer arrives.' },
        es: { label: 'Transferencia bancaria', description: 'Registrada por el equipo al recibir la transferencia.' },
        de: { label: 'Banküberweisung', description: 'Vom Team bei Zahlungseingang erfasst.' },
      },
      actif: false,
      ordre: 2,
    },
    // Cash taken on an order staff enter at a trade show (nouveau-commande).
    {
      code: 'especes',
      label: 'Espèces au salon',
      description: 'Réglé en espèces sur le stand, enregistré par l’équipe.',
      traductions: {
        en: { label: 'Cash at the show', description: 'Paid in cash at the stand, recorded by the team.' },
        es: { label: 'Efectivo en la feria', description: 'Pagado en efectivo en el stand, registrado por el equipo.' },
        de: { label: 'Barzahlung am Messestand', description: 'Am Stand bar bezahlt, vom Team erfasst.' },
      },
      actif: true,
      ordre: 3,
    },
  ]);
  await tx.insert(t.remises).values([
    { code: 'BIENVENUE10', type: 'pourcentage', valeur: 1000, minimum_ttc: 3000, limite_client: 1 },
    { code: 'ORCAVIAR15', type: 'montant', valeur: 1500, minimum_ttc: 9000 },
  ]);
}
