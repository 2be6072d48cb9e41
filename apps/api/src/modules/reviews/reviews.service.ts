import {
  reviewAuthorName,
  reviewResubmissionRefusal,
  roundRating,
  type Locale,
  type OwnReview,
  type PublicReview,
  type ReviewInput,
  type ReviewSummary,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUser } from '../auth/users.service.ts';
import { hasBoughtProduct } from '../checkout/purchases.service.ts';
import {
  deleteAccountReviews,
  selectAccountReviews,
  selectOwnReview,
  selectPublishedReviews,
  selectReviewSummaries,
  selectReviewSummary,
  upsertPendingReview,
  type ReviewRow,
} from './reviews.queries.ts';

export const NOT_BOUGHT_MESSAGE = 'Seuls les clients qui ont acheté ce soin peuvent donner leur avis.';

const toOwnReview = (row: ReviewRow): OwnReview => ({
  note: row.note,
  titre: row.titre,
  texte: row.texte,
  statut: row.statut,
  created: row.created.toISOString(),
});

const toPublicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  note: row.note,
  titre: row.titre,
  texte: row.texte,
  langue: row.langue,
  auteur: row.auteur,
  created: row.created.toISOString(),
});

const toSummary = (row: { moyenne: string | null; total: number }): ReviewSummary => ({
  moyenne: roundRating(row.moyenne === null ? null : Number(row.moyenne)),
  total: row.total,
});

/**
 * Product reviews: customers who bought a product write one, shoppers read the published ones.
 * `notifyStaff` queues the shop's mail about a review to moderate, in the review's transaction.
 */
export function createReviewsService(
  db: Database,
  notifyStaff: (tx: Transaction, review: ReviewRow) => Promise<void> = async () => {},
) {
  return {
    /**
     * Takes a customer's review, pending moderation: refused (403) unless they bought the
     * product, and (409) when their review of it is already published or refused.
     */
    async submit(userId: number, input: ReviewInput, langue: Locale): Promise<OwnReview> {
      if (!(await hasBoughtProduct(db, userId, input.produit_id)))
        throw new AppError(403, NOT_BOUGHT_MESSAGE, {}, 'review_purchase_required');
      const user = await findUser(db, userId);
      const row = await db.transaction(async (tx) => {
        const saved = await upsertPendingReview(tx, {
          produit_id: input.produit_id,
          user_id: userId,
          auteur: reviewAuthorName(user?.prenom ?? '', user?.nom ?? ''),
          note: input.note,
          titre: input.titre ?? '',
          texte: input.texte,
          langue,
        });
        if (saved) await notifyStaff(tx, saved);
        return saved;
      });
      if (row) return toOwnReview(row);
      const existing = await selectOwnReview(db, userId, input.produit_id);
      throw new AppError(
        409,
        reviewResubmissionRefusal(existing) ?? 'Vous avez déjà donné votre avis sur ce soin.',
        {},
        'review_closed',
      );
    },

    /** Whether the customer may review the product, and their review of it if any. */
    async own(userId: number, produitId: number) {
      const [achete, existing] = await Promise.all([
        hasBoughtProduct(db, userId, produitId),
        selectOwnReview(db, userId, produitId),
      ]);
      return {
        achete,
        peut_donner_avis: achete && reviewResubmissionRefusal(existing) === null,
        avis: existing ? toOwnReview(existing) : null,
      };
    },

    /** A page of the product's published reviews with their average and count. */
    async productReviews(produitId: number, page: number, limit: number) {
      const [rows, summary] = await Promise.all([
        selectPublishedReviews(db, produitId, limit, (page - 1) * limit),
        selectReviewSummary(db, produitId),
      ]);
      return { datas: rows.map(toPublicReview), total: summary.total, page, limit, resume: toSummary(summary) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Every product's published average and count (products without any are absent), for the page heads. */
export async function reviewSummaries(db: Database): Promise<Map<number, ReviewSummary>> {
  const rows = await selectReviewSummaries(db);
  return new Map(rows.map((row) => [row.produit_id, toSummary(row)]));
}

/** An account's reviews, for its export (GDPR). */
export async function accountReviews(db: Database, userId: number) {
  return (await selectAccountReviews(db, userId)).map((row) => ({ ...toOwnReview(row), produit_id: row.produit_id }));
}

/** Deletes an account's reviews with it; answers whether published ones went (the page heads change). */
export async function deleteAccountReviewsOf(tx: Transaction, userId: number): Promise<boolean> {
  return (await deleteAccountReviews(tx, userId)) > 0;
}
