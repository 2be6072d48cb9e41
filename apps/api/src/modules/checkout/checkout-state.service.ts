import {
  checkoutTotals,
  deliveryBasePrice,
  deliveryPrice,
  discountableTtc,
  discountAmount,
  discountAppliesTo,
  discountRefusal,
  type Basket,
  type DiscountScope,
  type ScopedLine,
  type AddressSnapshot,
  type CheckoutChoices,
  type CheckoutState,
  type Locale,
  type RelayPoint,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { adresses, remises } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import type { BasketService } from '../basket/basket.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import {
  countDiscountUses,
  selectChoices,
  selectCheckoutBasket,
  selectDeliveredCountries,
  selectDeliveryMethods,
  selectDiscountByCode,
  selectDiscountById,
  selectDiscountScope,
  selectIntegerSetting,
  selectNearestRelayPoints,
  selectUserAddresses,
  upsertChoices,
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
  cgv: Date | null;
}

/** A code with the products and ranges it is restricted to. */
type ScopedDiscount = DiscountRow & { scope: DiscountScope };

/**
 * The checkout page's state: the customer's choices kept on the basket, completed with sensible
 * defaults (default addresses, the first delivery method), and the totals the server will charge.
 */
export function createCheckoutStateService(
  db: Database,
  baskets: BasketService,
  catalogue: Pick<CatalogueService, 'rangesOf' | 'weightsOf'>,
) {
  /** The basket's lines as a discount's scope reads them (each product's range is read only when the code names ranges). */
  async function scopedLines(panier: Basket, scope: DiscountScope): Promise<ScopedLine[]> {
    const ranges =
      scope.gamme_ids.length > 0
        ? await catalogue.rangesOf([...new Set(panier.lignes.map((line) => line.produit.id))])
        : new Map<number, number | null>();
    return panier.lignes.map((line) => ({
      produit_id: line.produit.id,
      gamme_id: ranges.get(line.produit.id) ?? null,
      ttc: line.declinaison.prix_ttc * line.quantity,
    }));
  }

  /** Why the code cannot apply to this basket now (null when it can), with its scope and the lines it reads. */
  async function judgeDiscount(remise: DiscountRow, panier: Basket, userId: number, hash: string) {
    const [usesByUser, scope] = await Promise.all([
      countDiscountUses(db, remise.id, userId, hash),
      selectDiscountScope(db, remise.id),
    ]);
    const lines = await scopedLines(panier, scope);
    const refusal = discountRefusal(
      { ...remise, scope },
      { now: new Date(), lignesTtc: panier.total_ttc, userId, usesByUser, lines },
    );
    return { refusal, discount: { ...remise, scope } satisfies ScopedDiscount, lines };
  }

  /** The parcel's weight in grams: each product's weight times its units. */
  async function basketWeight(panier: Basket): Promise<number> {
    const weights = await catalogue.weightsOf([...new Set(panier.lignes.map((line) => line.produit.id))]);
    return panier.lignes.reduce((sum, line) => sum + (weights.get(line.produit.id) ?? 0) * line.quantity, 0);
  }

  async function quote(userId: number, hash: string, locale: Locale): Promise<CheckoutQuote> {
    const panier = await baskets.getBasket(hash, userId, locale);
    const basketRow = await selectCheckoutBasket(db, hash, userId);
    const [choices, addresses, francoTtc, deliveredCountries, poids] = await Promise.all([
      basketRow ? selectChoices(db, basketRow.id) : null,
      selectUserAddresses(db, userId),
      selectIntegerSetting(db, FRANCO_KEY, 0),
      selectDeliveredCountries(db),
      basketWeight(panier),
    ]);
    const byId = (id: number | null | undefined) => addresses.find((address) => address.id === id) ?? null;
    const livraison =
      byId(choices?.adresse_livraison_id) ??
      addresses.find((address) => address.livraison_defaut) ??
      addresses[0] ??
      null;
    const facturation =
      byId(choices?.adresse_facturation_id) ?? addresses.find((address) => address.facturation_defaut) ?? livraison;

    const chosen = choices?.remise_id ? await selectDiscountById(db, choices.remise_id) : null;
    const judged = chosen ? await judgeDiscount(chosen, panier, userId, hash) : null;
    // A code that no longer applies (dates, limits, its products left the basket) is dropped.
    const remise = judged && !judged.refusal ? judged.discount : null;
    // A restricted code is taken from, and capped at, the lines it applies to.
    const remiseTtc = remise && judged ? discountAmount(remise, discountableTtc(remise.scope, judged.lines)) : 0;
    const discounted = judged?.lines.map((line) => discountAppliesTo(remise?.scope, line));

    const country = livraison?.pays ?? 'FR';
    const offered = await Promise.all(
      (await selectDeliveryMethods(db, country)).map(async ({ method, transporteur }) => ({
        id: method.id,
        transporteur,
        label: localize(method, locale, ['label']).label,
        prix_ttc: deliveryPrice(method, panier.total_ttc - remiseTtc, francoTtc, { pays: country, poids }),
        prix_ttc_initial: deliveryBasePrice(method, { pays: country, poids }),
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

    const lines = panier.lignes.map((line) => ({ ...line.declinaison, qtt: line.quantity }));
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
        totaux: checkoutTotals(lines, methode?.prix_ttc ?? 0, remiseTtc, discounted),
        manquants,
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
      cgv,
    };
  }

  return {
    quote,

    /** Saves the fields the customer changed, after checking each belongs to them and applies. */
    async saveChoices(userId: number, hash: string, input: CheckoutChoices, locale: Locale) {
      const basketRow = await selectCheckoutBasket(db, hash, userId);
      if (!basketRow) throw new AppError(409, 'Votre panier est vide.');
      const addresses = await selectUserAddresses(db, userId);
      const ownAddress = (field: 'adresse_livraison' | 'adresse_facturation') => {
        const id = input[field];
        if (id === undefined || id === null) return id;
        if (!addresses.some((address) => address.id === id)) {
          throw badRequest('Adresse inconnue.', { [field]: ['Adresse inconnue.'] });
        }
        return id;
      };
      const values: Parameters<typeof upsertChoices>[3] = {};
      const delivery = ownAddress('adresse_livraison');
      if (delivery !== undefined) values.adresse_livraison_id = delivery;
      const billing = ownAddress('adresse_facturation');
      if (billing !== undefined) values.adresse_facturation_id = billing;
      if (input.livraison !== undefined || input.point_relais !== undefined) {
        const address = addresses.find((candidate) => candidate.id === delivery) ?? null;
        const current = await quote(userId, hash, locale);
        const country = address?.pays ?? current.livraison?.pays ?? 'FR';
        const available = await selectDeliveryMethods(db, country);
        if (input.livraison !== undefined) {
          if (input.livraison !== null && !available.some(({ method }) => method.id === input.livraison)) {
            throw badRequest('Mode de livraison indisponible.', {
              livraison: ["Ce mode de livraison n'est pas proposé pour cette adresse."],
            });
          }
          values.methode_livraison_id = input.livraison;
        }
        if (input.point_relais !== undefined && input.point_relais !== null) {
          const methodId = input.livraison ?? current.state.choix.livraison;
          const method = available.find((candidate) => candidate.method.id === methodId)?.method;
          const postcode = address?.code_postal ?? current.livraison?.code_postal ?? '';
          const points = method?.point_relais
            ? await selectNearestRelayPoints(db, method.transporteur_id, country, postcode)
            : [];
          if (!points.some((point) => point.id === input.point_relais)) {
            throw badRequest('Point retrait indisponible.', {
              point_relais: ["Ce point retrait n'est pas proposé pour ce mode de livraison et cette adresse."],
            });
          }
        }
        if (input.point_relais !== undefined) values.point_relais_id = input.point_relais;
      }
      if (input.code !== undefined) {
        values.remise_id = input.code === null ? null : (await checkedDiscount(userId, hash, input.code, locale)).id;
      }
      if (input.cgv !== undefined) values.cgv = input.cgv ? new Date() : null;
      await upsertChoices(db, basketRow.id, userId, values);
      return (await quote(userId, hash, locale)).state;
    },
  };

  async function checkedDiscount(userId: number, hash: string, code: string, locale: Locale) {
    const remise = await selectDiscountByCode(db, code);
    if (!remise) throw badRequest("Ce code n'existe pas.", { code: ["Ce code n'existe pas."] });
    const panier = await baskets.getBasket(hash, userId, locale);
    const { refusal } = await judgeDiscount(remise, panier, userId, hash);
    if (refusal) throw badRequest(refusal, { code: [refusal] });
    return remise;
  }
}

/** A relay point on one line, as the order's delivery label carries it. */
function relayPointText(point: RelayPoint) {
  return `${point.nom}, ${point.ligne1}, ${point.code_postal} ${point.ville}`;
}

export type CheckoutStateService = ReturnType<typeof createCheckoutStateService>;
