import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from '../reviews.ts';
import { pageEnvelope } from './envelope.ts';

const RATING_MESSAGE = 'Choisissez une note de 1 à 5 étoiles.';
const productId = z.number({ message: 'Soin inconnu.' }).int().min(1).max(2_147_483_647);

/** POST /api/avis: a customer's review of a product they bought (the language is the request's). */
export const ReviewInputSchema = z.object({
  produit_id: productId,
  note: z
    .number({ message: RATING_MESSAGE })
    .int({ message: RATING_MESSAGE })
    .min(REVIEW_RATING_MIN, RATING_MESSAGE)
    .max(REVIEW_RATING_MAX, RATING_MESSAGE),
  titre: z.string().trim().max(REVIEW_TITLE_MAX, 'Titre trop long.').optional(),
  texte: z
    .string({ message: 'Votre avis est requis.' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Votre avis doit contenir au moins ${REVIEW_TEXT_MIN} caractères.`)
    .max(REVIEW_TEXT_MAX, 'Votre avis ne peut pas dépasser 2 000 caractères.'),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** A published review as shoppers read it. */
export const PublicReviewSchema = z.object({
  id: z.number().int(),
  note: z.number().int(),
  titre: z.string(),
  texte: z.string(),
  /** The language it was written in (the text's `lang`). */
  langue: z.enum(LOCALES),
  /** First name and initial ("Camille L."); empty when the account gave none. */
  auteur: z.string(),
  created: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** The published reviews' average (one decimal) and count; the average is null without any. */
export const ReviewSummarySchema = z.object({
  moyenne: z.number().nullable(),
  total: z.number().int(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** GET /api/avis/produit/{id}?page=&limit=: a page of published reviews, newest first. */
export const ProductReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const ProductReviewsAnswerSchema = pageEnvelope(PublicReviewSchema).extend({ resume: ReviewSummarySchema });
export type ProductReviewsAnswer = z.infer<typeof ProductReviewsAnswerSchema>;

/** The signed-in customer's own review of a product, in whatever state it is. */
export const OwnReviewSchema = z.object({
  note: z.number().int(),
  titre: z.string(),
  texte: z.string(),
  statut: z.enum(REVIEW_STATUSES),
  created: z.string(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/**
 * GET /api/avis/produit/{id}/me: whether the customer may review the product (they bought it and
 * have no review there beyond a pending one), and their review if any.
 */
export const OwnReviewAnswerSchema = z.object({
  code: z.literal(200),
  data: z.object({ achete: z.boolean(), peut_donner_avis: z.boolean(), avis: OwnReviewSchema.nullable() }),
});
export type OwnReviewAnswer = z.infer<typeof OwnReviewAnswerSchema>;

/** POST /api/avis answer: the review as stored, waiting for moderation. */
export const ReviewSubmittedSchema = z.object({ code: z.literal(200), message: z.string(), data: OwnReviewSchema });
export type ReviewSubmitted = z.infer<typeof ReviewSubmittedSchema>;
