import { KEPT_SALE_STATUSES } from './admin/commandes.ts';
import type { OrderStatus } from './contracts/orders.ts';

/** A review's life: written by a customer (`en_attente`), then published or refused by staff. */
export const REVIEW_STATUSES = ['en_attente', 'publie', 'refuse'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The lowest and highest rating (stars). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Bounds of a review's texts, in characters. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2_000;

/**
 * The orders whose lines let their customer review a product: paid ones the shop keeps (paid or
 * shipped). A reserved, expired, refunded or unchecked order does not count.
 */
export const REVIEWABLE_ORDER_STATUSES = KEPT_SALE_STATUSES satisfies readonly OrderStatus[];

/**
 * Why a customer's new submission may not replace the review they already wrote on the product,
 * or null when it may: only a review still waiting for moderation is replaced.
 */
export function reviewResubmissionRefusal(existing: { statut: ReviewStatus } | null): string | null {
  if (!existing || existing.statut === 'en_attente') return null;
  return existing.statut === 'publie'
    ? 'Vous avez déjà donné votre avis sur ce soin : il est publié.'
    : 'Vous avez déjà donné votre avis sur ce soin.';
}

/** The name a published review is signed with: the first name and the last name's initial ("Camille L."). */
export function reviewAuthorName(prenom: string, nom: string): string {
  const first = prenom.trim();
  const initial = nom.trim().charAt(0).toLocaleUpperCase('fr');
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial}.` : first;
}

/** An average rating rounded to one decimal (4.65 → 4.7), or null without any rating. */
export function roundRating(average: number | null): number | null {
  if (average === null || !Number.isFinite(average)) return null;
  return Math.round(average * 10) / 10;
}
