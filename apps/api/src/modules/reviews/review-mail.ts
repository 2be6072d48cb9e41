import type { Transaction } from '../../db/client.ts';
import { readProductLabel } from '../catalogue/catalogue.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { readShopMailAddress } from '../shop-info/shop-info.service.ts';
import type { ReviewRow } from './reviews.queries.ts';

/** The outbox key of the shop's mail about a review: one per review, however often its author edits it while pending. */
export const reviewMailKey = (reviewId: number) => `avis-moderation:${reviewId}`;

/**
 * The shop's mail about a review waiting for moderation, in French (the team's language). What the
 * customer typed stays in the body, never in the subject.
 */
export function renderReviewMail(review: ReviewRow, produit: string | null, publicUrl: string) {
  const about = produit ? ` sur « ${produit} »` : '';
  const text = [
    `Un client a donné son avis${about} : ${review.note}/5.`,
    '',
    `Auteur : ${review.auteur}`,
    review.titre ? `Titre : ${review.titre}` : null,
    '',
    review.texte,
    '',
    `Le publier ou le refuser : ${publicUrl}/fr/ad/avis/${review.id}`,
  ].filter((line) => line !== null);
  return { subject: `Avis à modérer${about} (${review.note}/5)`, text: text.join('\n') };
}

/** Queues the moderation mail in the review's transaction: it exists if and only if the review does. */
export function createReviewMail(options: { publicUrl: string; fallbackAddress: string }) {
  return async (tx: Transaction, review: ReviewRow) => {
    const [to, produit] = await Promise.all([
      readShopMailAddress(tx, options.fallbackAddress),
      readProductLabel(tx, review.produit_id),
    ]);
    await enqueueMail(tx, {
      to,
      ...renderReviewMail(review, produit, options.publicUrl),
      key: reviewMailKey(review.id),
    });
  };
}
