/**
 * What other modules may ask of the newsletter: an account's own subscriptions, for its export
 * and its deletion (GDPR), and a consent given in person (salon mode).
 */
export {
  deleteAccountSubscriptions,
  insertInPersonSubscription,
  selectAccountSubscriptions as accountSubscriptions,
} from './newsletter.queries.ts';
