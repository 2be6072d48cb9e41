import {
  basketForRegime,
  calculateLineDiscountsByVariant,
  checkoutTotals,
  deliveryPriceForRegime,
  lineVatRateBps,
  vatRateBps,
  type VatRegime,
  deliveryBasePrice,
  deliveryPrice,
  discountableTtc,
  discountAmount,
  discountAppliesTo,
  type AddressSnapshot,
  type Basket,
  type CheckoutState,
  type Locale,
  type RelayPoint,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { adresses, remises } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { judgeDiscount } from './checkout-discount-check.ts';
import { destinationVat } from './destination-vat.ts';
import {
  selectChoices,
  selectCheckoutBasket,
  selectDeliveredCountries,
  selectDeliveryMethods,
  selectDiscountById,
  selectIntegerSetting,
  selectNearestRelayPoints,
  selectOnlinePaymentMethod,
  selectUserAddresses,
} from './checkout-state.queries.ts';

type AddressRow = typeof adresses.$inferSelect;
type DiscountRow = typeof remises.$inferSelect;

export const FRANCO_KEY = 'livraison.franco_cents';

export const toSnapshot = ({ prenom, nom, societe, ligne1, ligne2, code_postal, ville, pays, tel }: AddressRow) =>
  ({ prenom, nom, societe, ligne1, ligne2, code_postal, ville, pays, tel }) satisfies AddressSnapshot;

/** Everything a payment needs, as the customer sees it (`state`) and as the order stores it. */
export interface CheckoutQuote {
  state: CheckoutState;
  livraison: AddressRow | null;
  facturation: AddressRow | null;
  methode: { id: number; label: string; prix_ttc: number } | null;
  /** The chosen relay point, when the method delivers to one. */
  pointRelais: RelayPoint | null;
  remise: DiscountRow | null;
  /** Each basket line's share of the discount (TTC cents), by variant id, as the totals take it. */
  remisesLignes: ReadonlyMap<number, number>;
  cgv: Date | null;
  /** The VAT charged: the country whose VAT applies (null: none, outside the EU) and its rate. */
  tva: VatRegime;
}

export interface CheckoutQuoteDeps {
  db: Database;
  baskets: Pick<BasketService, 'getBasket'>;
  catalogue: Pick<CatalogueService, 'rangesOf' | 'weightsOf'>;
}

/** The parcel's weight in grams: each product's weight times its units. */
async function basketWeight(catalogue: CheckoutQuoteDeps['catalogue'], panier: Basket): Promise<number> {
  const weights = await catalogue.weightsOf([...new Set(panier.lignes.map((line) => line.produit.id))]);
  return panier.lignes.reduce((sum, line) => sum + (weights.get(line.produit.id) ?? 0) * line.quantity, 0);
}

/**
 * The checkout page's state: the customer's choices kept on the basket, completed with sensible
 * defaults (default addresses, the first delivery method), and the totals the server will charge.
 */
export async function quoteCheckout(
  deps: CheckoutQuoteDeps,
  userId: number,
  hash: string,
  locale: Locale,
): Promise<CheckoutQuote> {
  const { db, baskets, catalogue } = deps;
  const frenchBasket = await baskets.getBasket(hash, userId, locale);
  const basketRow = await selectCheckoutBasket(db, hash, userId);
  const [choices, addresses, francoTtc, deliveredCountries, poids, card] = await Promise.all([
    basketRow ? selectChoices(db, basketRow.id) : null,
    selectUserAddresses(db, userId),
    selectIntegerSetting(db, FRANCO_KEY, 0),
    selectDeliveredCountries(db),
    basketWeight(catalogue, frenchBasket),
    selectOnlinePaymentMethod(db),
  ]);
  const byId = (id: number | null | undefined) => addresses.find((address) => address.id === id) ?? null;
  const livraison =
    byId(choices?.adresse_livraison_id) ??
    addresses.find((address) => address.livraison_defaut) ??
    addresses[0] ??
    null;
  const facturation =
    byId(choices?.adresse_facturation_id) ?? addresses.find((address) => address.facturation_defaut) ?? livraison;

  // VAT by destination: once the delivery country is known, every price is the one charged there.
  const country = livraison?.pays ?? 'FR';
  const { regime, mode } = await destinationVat(db, country);
  const panier = basketForRegime(frenchBasket, regime, mode);

  const chosen = choices?.remise_id ? await selectDiscountById(db, choices.remise_id) : null;
  const judged = chosen ? await judgeDiscount(deps, chosen, panier, userId, hash) : null;
  // A code that no longer applies (dates, limits, its products left the basket) is dropped.
  const remise = judged && !judged.refusal ? judged.discount : null;
  // A restricted code is taken from, and capped at, the lines it applies to.
  const remiseTtc = remise && judged ? discountAmount(remise, discountableTtc(remise.scope, judged.lines)) : 0;
  const discounted = judged?.lines.map((line) => discountAppliesTo(remise?.scope, line));

  const offered = await Promise.all(
    (await selectDeliveryMethods(db, country)).map(async ({ method, transporteur }) => ({
      id: method.id,
      transporteur,
      label: localize(method, locale, ['label']).label,
      prix_ttc: deliveryPriceForRegime(
        deliveryPrice(method, panier.total_ttc - remiseTtc, francoTtc, { pays: country, poids }),
        regime,
        mode,
      ),
      prix_ttc_initial: deliveryPriceForRegime(deliveryBasePrice(method, { pays: country, poids }), regime, mode),
      delai: method.delai_min === method.delai_max ? [method.delai_min] : [method.delai_min, method.delai_max],
      point_relais: method.point_relais,
      points: method.point_relais
        ? await selectNearestRelayPoints(db, method.transporteur_id, country, livraison?.code_postal ?? '')
        : [],
    })),
  );
  // A relay method without any relay point near the address cannot deliver there.
  const methods = offered.filter((method) => !method.point_relais || method.points.length > 0);
  const methode = methods.find((method) => method.id === choices?.methode_livraison_id) ?? methods[0] ?? null;
  // A point chosen for an earlier address no longer counts once it is not among those offered.
  const pointRelais = methode?.points.find((point) => point.id === choices?.point_relais_id) ?? null;
  const cgv = choices?.cgv ?? null;

  const lines = panier.lignes.map((line) => ({
    ...line.declinaison,
    qtt: line.quantity,
    tva_bps: lineVatRateBps(vatRateBps(line.declinaison), regime),
  }));
  const manquants: Record<string, string[]> = {};
  if (panier.count === 0) manquants.panier = ['Votre panier est vide.'];
  if (!livraison) manquants.adresse_livraison = ['Choisissez une adresse de livraison.'];
  if (!facturation) manquants.adresse_facturation = ['Choisissez une adresse de facturation.'];
  if (!methode) {
    manquants.livraison = [
      livraison
        ? 'Nous ne livrons pas encore ce pays : choisissez une autre adresse.'
        : 'Choisissez un mode de livraison.',
    ];
  }
  if (methode?.point_relais && !pointRelais) manquants.point_relais = ['Choisissez un point retrait.'];
  if (!cgv) manquants.cgv = ['Veuillez accepter les conditions générales de vente.'];
  // The card is offered only while its payment method is active (back office, methodes-paiements).
  if (!card) manquants.paiement = ['Le paiement par carte est momentanément indisponible : contactez-nous.'];

  return {
    state: {
      code: 200,
      panier,
      choix: {
        adresse_livraison: livraison?.id ?? null,
        adresse_facturation: facturation?.id ?? null,
        livraison: methode?.id ?? null,
        point_relais: pointRelais?.id ?? null,
        code: remise?.code ?? null,
        cgv: cgv !== null,
      },
      methodes: methods,
      pays_livraison: deliveredCountries,
      remise: remise ? { code: remise.code, type: remise.type, valeur: remise.valeur } : null,
      franco_ttc: francoTtc,
      carte: card && { label: localize(card, locale, ['label']).label },
      totaux: checkoutTotals(lines, methode?.prix_ttc ?? 0, remiseTtc, discounted),
      manquants,
      tva: { ...regime, destination: country },
    },
    livraison,
    facturation,
    methode: methode && {
      id: methode.id,
      // The relay point goes into the label, so every page and mail showing the method shows it.
      label: [methode.transporteur, methode.label, pointRelais && relayPointText(pointRelais)]
        .filter(Boolean)
        .join(' — '),
      prix_ttc: methode.prix_ttc,
    },
    pointRelais,
    remise,
    remisesLignes: calculateLineDiscountsByVariant(
      panier.lignes.map((line) => ({
        declinaison_id: line.id,
        qtt: line.quantity,
        prix_ttc: line.declinaison.prix_ttc,
      })),
      remiseTtc,
      discounted,
    ),
    cgv,
    tva: regime,
  };
}

/** A relay point on one line, as the order's delivery label carries it. */
function relayPointText(point: RelayPoint) {
  return `${point.nom}, ${point.ligne1}, ${point.code_postal} ${point.ville}`;
}
