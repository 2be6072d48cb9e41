import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hasPendingConfirmation, hasUnsubscribeLink } from './newsletter.queries.ts';

/** Only the digest of a confirmation link's token is stored. */
export const confirmationDigest = (jeton: string) => createHash('sha256').update(jeton).digest('base64url');

/** Unsubscribe links carry the subscriber's `desinscription` uuid. */
export const isUnsubscribeToken = (jeton: string) => z.uuid().safeParse(jeton).success;

/**
 * Whether the links mailed to subscribers still lead somewhere, read without changing anything:
 * the first HTML answer of their pages says 200 or 404 from it (modules/seo).
 */
export interface NewsletterLinks {
  /** A confirmation link not used yet and not expired. */
  isConfirmationPending(jeton: string): Promise<boolean>;
  /** An unsubscribe link of a subscriber still on the list (a second visit still finds the page). */
  isUnsubscribeLink(jeton: string): Promise<boolean>;
}

export function createNewsletterLinks(db: Database): NewsletterLinks {
  return {
    isConfirmationPending: (jeton) => hasPendingConfirmation(db, confirmationDigest(jeton)),
    isUnsubscribeLink: async (jeton) => isUnsubscribeToken(jeton) && hasUnsubscribeLink(db, jeton),
  };
}
