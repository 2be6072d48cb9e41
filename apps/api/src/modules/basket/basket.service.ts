import {
  calculateBasketTotals,
  calculateLineTotals,
  describeStock,
  rankCrossSell,
  shownPrices,
  type Basket,
  type BasketLine,
  type BasketUpdate,
  type Locale,
  type PricePair,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localizeText } from '../../lib/localize.ts';
import {
  addUnits,
  adoptBasket,
  deleteAccountBaskets,
  deleteStaleBaskets,
  removeOrderedUnits,
  removeUnits,
  selectAccountBaskets,
  selectBasketLines,
  selectUserBaskets,
  type BasketLineRow,
} from './basket.queries.ts';

export type BasketUpdateOutcome =
  { isApplied: true; basket: Basket; qtt: number } | { isApplied: false; basket: Basket; qtt: number; message: string };

/** The prior prices of the variants on sale, by variant id (the catalogue's, Omnibus). */
export type PriorPrices = ReadonlyMap<number, PricePair>;

const NO_PRIOR_PRICES: PriorPrices = new Map();

function toLine(row: BasketLineRow, locale: Locale, priorPrices: PriorPrices): BasketLine {
  const totals = calculateLineTotals(row);
  const prior = priorPrices.get(row.declinaison_id) ?? null;
  return {
    id: row.declinaison_id,
    quantity: row.qtt,
    produit: {
      id: row.produit_id,
      slug: row.produit_slug,
      label: localizeText(row.produit_label, row.produit_traductions, locale, 'label'),
    },
    declinaison: {
      id: row.declinaison_id,
      conteneur: localizeText(row.conteneur, row.declinaison_traductions, locale, 'conteneur'),
      label: localizeText(row.label, row.declinaison_traductions, locale, 'label'),
      ...shownPrices(row, prior),
      stock: row.stock === null ? null : { total: row.stock },
    },
    prix_total: totals.prix_total,
    prix_total_initial: totals.prix_total_initial,
    prix_total_ht: totals.prix_total_ht,
    prix_total_initial_ht: totals.prix_total_initial_ht,
  };
}

/** The priced cart view of a basket's lines: prices and stock as the database has them now. */
export function toBasket(
  hash: string,
  rows: readonly BasketLineRow[],
  locale: Locale,
  priorPrices: PriorPrices = NO_PRIOR_PRICES,
): Basket {
  const products = new Map(
    rows.map((row) => [
      row.produit_id,
      {
        id: row.produit_id,
        offline: false,
        associes: row.associes.map((produit_associe_id) => ({ produit_associe_id })),
        declinaisons: [],
      },
    ]),
  );
  return {
    hash,
    commandes_declinaisons: rows.map((row) => ({ declinaison_id: row.declinaison_id, qtt: row.qtt })),
    ...calculateBasketTotals(rows),
    lignes: rows.map((row) => toLine(row, locale, priorPrices)),
    ventesCroisees: rankCrossSell([...products.values()]),
  };
}

/**
 * `priorPrices` answers the catalogue's cached prior prices: read from memory once the product
 * list is built, so a basket update keeps its two round trips.
 */
export function createBasketService(
  db: Database,
  priorPrices: () => Promise<PriorPrices> = async () => NO_PRIOR_PRICES,
) {
  async function getBasket(hash: string, userId: number | null, locale: Locale): Promise<Basket> {
    const [rows, prior] = await Promise.all([selectBasketLines(db, hash, userId), priorPrices()]);
    return toBasket(hash, rows, locale, prior);
  }

  return {
    getBasket,

    /**
     * Applies a signed change of quantity. Refusals (unknown variant aside) leave the basket as it
     * was and say why, with the quantity kept, so the browser can roll back.
     */
    async updateQuantity(update: BasketUpdate, userId: number | null, locale: Locale): Promise<BasketUpdateOutcome> {
      const { panier: hash, declinaison, qtt } = update;
      const outcome =
        qtt > 0
          ? await addUnits(db, hash, userId, declinaison, qtt)
          : await removeUnits(db, hash, userId, declinaison, qtt);
      if (outcome.owner_id !== null && outcome.owner_id !== userId) {
        throw new AppError(403, 'Ce panier appartient à un autre compte.', {}, 'basket_other_account');
      }
      if (outcome.variant_id === null) {
        throw badRequest(
          'Cette déclinaison n’existe pas ou n’est plus en vente.',
          {
            declinaison: ['Déclinaison inconnue.'],
          },
          'variant_unavailable',
        );
      }
      const basket = await getBasket(hash, userId, locale);
      const kept = basket.commandes_declinaisons.find((line) => line.declinaison_id === declinaison)?.qtt ?? 0;
      // Removing what is not there is already done.
      if (outcome.applied_qtt !== null || qtt < 0) return { isApplied: true, basket, qtt: kept };
      const message = describeStock(
        { stock: outcome.stock === null ? null : { total: outcome.stock }, reassort: null },
        kept + qtt,
      ).text;
      return { isApplied: false, basket, qtt: kept, message };
    },

    /** An account's baskets, most recent first (GET /api/paniers/byMe). */
    async listUserBaskets(userId: number, locale: Locale): Promise<Basket[]> {
      const owned = await selectUserBaskets(db, userId);
      return Promise.all(owned.map(({ hash }) => getBasket(hash, userId, locale)));
    },

    /**
     * The basket to use after sign-in: a basket already on the account that holds items
     * replaces the anonymous one; otherwise the anonymous basket becomes the account's.
     */
    async basketAfterSignIn(userId: number, anonymousHash: string | undefined): Promise<string | null> {
      const owned = await selectUserBaskets(db, userId);
      const filled = owned.find((basket) => basket.count > 0);
      if (filled) return filled.hash;
      if (anonymousHash && (await adoptBasket(db, anonymousHash, userId))) return anonymousHash;
      return owned[0]?.hash ?? null;
    },

    /** Deletes baskets nobody touched for `retentionDays` days. */
    purgeStale(retentionDays: number) {
      return deleteStaleBaskets(db, retentionDays);
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;

/** Once an order is paid, its units leave the basket it came from (in the payment's transaction). */
export { removeOrderedUnits };

/** An account's baskets (hash and dates) for its data export, and their deletion with the account. */
export { selectAccountBaskets as accountBaskets, deleteAccountBaskets };

/** An account's baskets in figures, for the back office's customer page: how many, items, last change. */
export async function accountBasketSummary(db: Database, userId: number) {
  const owned = await selectUserBaskets(db, userId);
  const last = owned[0]?.updated;
  return {
    nombre: owned.length,
    articles: owned.reduce((total, basket) => total + basket.count, 0),
    mis_a_jour: last === undefined ? null : new Date(last).toISOString(),
  };
}
