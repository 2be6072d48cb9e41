/** Per address failures are counted by the service; this caps what one client may try at all. */
export const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** Recovery mails per client; the customers module paces staff-sent resets on the same window. */
export const RECOVERY_RATE_LIMIT = { max: 5, timeWindow: 15 * 60_000 };
